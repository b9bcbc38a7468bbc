/// What a stay asks of a booking and what it charges: the one place the booking rules are written. Every catalogue
/// loads a stay's terms in the transaction that books it and asks `price(_:guests:)` before it stores anything.
public struct StayTerms: Hashable, Sendable {
    /// Most guests (adults + children; infants do not count).
    public let maximumGuests: Int
    /// Whether pets may come.
    public let allowsPets: Bool
    /// Fewest nights a booking may have.
    public let minimumNights: Int
    /// Most nights a booking may have; nil for no limit of the stay's own.
    public let maximumNights: Int?
    /// Price of one night.
    public let nightlyPrice: Money
    /// Charged once per stay, in the nightly price's currency.
    public let cleaningFee: Money
    /// How much a cancellation refunds.
    public let cancellationPolicy: CancellationPolicy

    /// Terms from stored values; both prices are in `currency` (ISO 4217).
    public init(
        maximumGuests: Int, allowsPets: Bool, minimumNights: Int, maximumNights: Int? = nil, nightlyCents: Int,
        cleaningCents: Int, currency: String, cancellationPolicy: CancellationPolicy
    ) {
        self.maximumGuests = maximumGuests
        self.allowsPets = allowsPets
        self.minimumNights = minimumNights
        self.maximumNights = maximumNights
        nightlyPrice = Money(minorUnits: nightlyCents, currency: currency)
        cleaningFee = Money(minorUnits: cleaningCents, currency: currency)
        self.cancellationPolicy = cancellationPolicy
    }

    /// The terms a stay is listed with.
    public init(_ stay: Stay) {
        self.init(
            maximumGuests: stay.maximumGuests, allowsPets: stay.allowsPets, minimumNights: stay.minimumNights,
            nightlyCents: stay.nightlyPrice.minorUnits, cleaningCents: stay.cleaningFee.minorUnits,
            currency: stay.nightlyPrice.currency, cancellationPolicy: stay.cancellationPolicy)
    }

    /// ISO 4217 code of every price.
    public var currency: String { nightlyPrice.currency }

    // MARK: - Checking a booking

    /// The booking priced, or the first rule it breaks, in this order: more guests than `maximumGuests`
    /// (`tooManyGuests`), pets where none are allowed (`petsNotAllowed`), fewer nights than `minimumNights`
    /// (`belowMinimumNights`), more than `maximumNights` (`aboveMaximumNights`), a negative price or a total that does not fit (`priceOutOfRange`).
    public func price(_ dates: StayDates, guests: GuestCounts) throws(StayQueryError) -> PricedBooking {
        guard guests.occupancy <= maximumGuests else { throw .tooManyGuests(maximum: maximumGuests) }
        guard guests.pets == 0 || allowsPets else { throw .petsNotAllowed }
        guard dates.nights >= minimumNights else { throw .belowMinimumNights(minimumNights) }
        if let maximumNights, dates.nights > maximumNights { throw .aboveMaximumNights(maximumNights) }
        return PricedBooking(
            nights: dates.nights, nightlyPrice: nightlyPrice, cleaningFee: cleaningFee,
            totalPrice: try total(nights: dates.nights))
    }

    /// Nights × nightly price + cleaning fee, refusing a negative price or an overflow instead of trapping.
    private func total(nights: Int) throws(StayQueryError) -> Money {
        let (nightsTotal, productOverflow) = nights.multipliedReportingOverflow(by: nightlyPrice.minorUnits)
        let (total, sumOverflow) = nightsTotal.addingReportingOverflow(cleaningFee.minorUnits)
        guard !productOverflow, !sumOverflow, nightlyPrice.minorUnits >= 0, cleaningFee.minorUnits >= 0 else {
            throw .priceOutOfRange
        }
        return Money(minorUnits: total, currency: currency)
    }
}
