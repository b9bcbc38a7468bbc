import StaysDomain

extension Money {
    /// The money a wire amount in major units stands for, rounded to the nearest minor unit of `currency` (a cent,
    /// or a whole won).
    public init(majorUnits amount: Double, currency: String) {
        let scale = Double(Currency.minorUnitsPerMajor(of: currency))
        self.init(minorUnits: Int((amount * scale).rounded()), currency: currency)
    }
}
