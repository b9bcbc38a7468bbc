import StaysDomain

extension Reservation {
    /// A reservation for tests: two adults, the total split into equal nights (about 50.00 kept back) and a
    /// cleaning fee of the rest, so the breakdown adds up.
    public static func fixture(
        id: String, stayID: StayID, dates: StayDates, guestName: String, totalPrice: Money,
        stayTitle: String = "Cozy loft in Seoul", cancellationPolicy: CancellationPolicy = .flexible
    ) -> Reservation {
        let nightlyCents = max(0, totalPrice.minorUnits - 5_000) / dates.nights
        let nightly = Money(minorUnits: nightlyCents, currency: totalPrice.currency)
        let cleaning = Money(
            minorUnits: totalPrice.minorUnits - nightlyCents * dates.nights, currency: totalPrice.currency)
        return Reservation(
            id: id, stayID: stayID, stayTitle: stayTitle, dates: dates, guestName: guestName,
            guests: (try? GuestCounts(adults: 2, children: 0, infants: 0, pets: 0)) ?? GuestCounts(),
            nightlyPrice: nightly, cleaningFee: cleaning, totalPrice: totalPrice,
            cancellationPolicy: cancellationPolicy)
    }
}
