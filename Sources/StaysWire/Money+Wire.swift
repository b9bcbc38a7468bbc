import StaysDomain

extension Money {
    /// The money a wire amount in major units stands for, rounded to the nearest minor unit.
    public init(majorUnits amount: Double, currency: String) {
        self.init(minorUnits: Int((amount * 100).rounded()), currency: currency)
    }
}
