/// A stay's prices converted into a guest's display currency at the shipped rates: approximate, for showing beside
/// the stay's own prices; a booking is always charged in the stay's currency.
public struct ConvertedPrices: Hashable, Sendable {
    /// One night.
    public let nightly: Money
    /// The cleaning fee.
    public let cleaningFee: Money
    /// The whole stay, converted from its total in the stay's currency; nil without dates.
    public let total: Money?

    /// Creates converted prices; all are in one currency.
    public init(nightly: Money, cleaningFee: Money, total: Money?) {
        self.nightly = nightly
        self.cleaningFee = cleaningFee
        self.total = total
    }

    /// The currency they are in.
    public var currency: String { nightly.currency }
}

extension CurrencyRates {
    // MARK: - Converting a stay's prices

    /// The nightly price, cleaning fee and `total` (all in one currency) in `target`; nil when they already are in
    /// it or cannot be converted.
    public func converted(nightly: Money, cleaningFee: Money, total: Money?, to target: Currency?)
        -> ConvertedPrices?
    {
        guard let target, nightly.currency != target.code, let convertedNightly = convert(nightly, to: target),
            let convertedFee = convert(cleaningFee, to: target)
        else { return nil }
        return ConvertedPrices(
            nightly: convertedNightly, cleaningFee: convertedFee, total: total.flatMap { convert($0, to: target) })
    }
}
