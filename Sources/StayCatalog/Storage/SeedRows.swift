import GRDB
import StayCatalogCore
import StaysDomain

/// One seeded listing's statement arguments, prepared away from the writer so that drawing listings and binding
/// rows overlap.
struct SeedRows: Sendable {
    /// One seeded booking, ready for `insertReservation`.
    struct Booking: Sendable {
        let checkIn: Int
        let checkOut: Int
        let guestName: String
        let totalCents: Int
        let currency: String
        let createdAt: Double
    }

    /// The row number the listing gets.
    let number: Int
    /// Arguments of the `stays` insert.
    let stay: StatementArguments
    /// Arguments of the `stay_locations` (R*Tree) insert.
    let location: StatementArguments
    /// Arguments of the `stay_cells` insert, taken-nights bitmap included.
    let cell: StatementArguments
    /// Day numbers of the host-blocked nights.
    let blockedNights: [Int]
    /// The seeded bookings.
    let bookings: [Booking]
    /// The listing's currency when ISO 4217 does not list it: the listing cannot be written.
    let unknownCurrency: String?

    /// The rows of `seeded`, numbered `number`.
    init(_ seeded: SeededStay, number: Int) {
        let stay = seeded.stay
        let (latitude, longitude) = (stay.coordinate.latitude, stay.coordinate.longitude)
        let (nightly, cleaning) = (stay.nightlyPrice.minorUnits, stay.cleaningFee.minorUnits)
        let currency = Currency(code: stay.nightlyPrice.currency)
        self.number = number
        unknownCurrency = currency == nil ? stay.nightlyPrice.currency : nil
        self.stay = [
            number, stay.id.rawValue, stay.title, stay.propertyKind.rawValue, stay.roomType.rawValue,
            stay.maximumGuests, stay.bedrooms, stay.beds, stay.bathrooms, nightly, cleaning,
            stay.nightlyPrice.currency, stay.minimumNights, stay.rating, stay.reviewCount,
            stay.amenities.joined(separator: String(SQLiteStayCatalog.amenitySeparator)), stay.allowsPets,
            latitude, longitude, stay.placeID.rawValue, stay.hostName, stay.cancellationPolicy.rawValue,
            stay.isSynthetic,
        ]
        location = [
            number, latitude, latitude, longitude, longitude, latitude, longitude, nightly, cleaning, stay.rating,
            stay.reviewCount, stay.maximumGuests, stay.minimumNights, stay.allowsPets,
        ]
        blockedNights = seeded.blockedNights.flatMap { DayNumber.of($0.checkIn)..<DayNumber.of($0.checkOut) }
        bookings = seeded.reservations.map { booking in
            let (checkIn, checkOut) = (DayNumber.of(booking.dates.checkIn), DayNumber.of(booking.dates.checkOut))
            return Booking(
                checkIn: checkIn, checkOut: checkOut, guestName: booking.guestName,
                totalCents: (checkOut - checkIn) * nightly + cleaning, currency: stay.nightlyPrice.currency,
                createdAt: booking.createdAt)
        }
        let taken = TakenNights(nights: blockedNights + bookings.flatMap { $0.checkIn..<$0.checkOut })
        cell = [
            SpatialGrid.cell(latitude: latitude, longitude: longitude), number, latitude, longitude, nightly,
            cleaning, stay.rating, stay.reviewCount, stay.maximumGuests, stay.minimumNights, stay.allowsPets,
            taken?.firstNight, taken?.blob, StayFacets.facets(of: stay), stay.bedrooms, stay.beds, stay.bathrooms,
            currency?.number ?? Currency.usDollar.number,
        ]
    }
}
