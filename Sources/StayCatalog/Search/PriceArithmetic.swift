import StaysDomain

/// Price sums that refuse to overflow: a damaged or hostile stored price gives an error, never a trap.
package enum PriceArithmetic {
    /// Nights × nightly price + cleaning fee, or `StayCatalogError.unreadable` when a price is negative or the
    /// sum does not fit.
    package static func total(nights: Int, nightly: Money, cleaning: Money) throws -> Money {
        let (nightsTotal, productOverflow) = nights.multipliedReportingOverflow(by: nightly.minorUnits)
        let (total, sumOverflow) = nightsTotal.addingReportingOverflow(cleaning.minorUnits)
        guard !productOverflow, !sumOverflow, nightly.minorUnits >= 0, cleaning.minorUnits >= 0 else {
            throw StayQueryError.priceOutOfRange
        }
        return Money(minorUnits: total, currency: nightly.currency)
    }
}
