import StaysDomain

/// The answer to `stays reservations --format json` and `GET /api/v1/reservations`: one page, `{"reservations": [...]}`
/// with `nextCursor` when more follow.
public struct ReservationListResponse: Codable, Sendable, Equatable {
    /// The reservations, newest first.
    public let reservations: [ReservationItem]
    /// Where the next page starts, when the list was cut (`--limit`, `?limit=`); absent otherwise.
    public let nextCursor: String?

    /// Creates a response, with `nextCursor` when more reservations follow, by reservation id what cancelling each
    /// standing one now would refund, and each one's prices in a display currency when `convert` gives them.
    public init(
        reservations: [Reservation], nextCursor: String? = nil, refundsIfCancelledNow: [String: Money] = [:],
        convert: (Reservation) -> ConvertedPrices? = { _ in nil }
    ) {
        self.reservations = reservations.map {
            ReservationItem($0, refundIfCancelledNow: refundsIfCancelledNow[$0.id], converted: convert($0))
        }
        self.nextCursor = nextCursor
    }
}

/// One reservation on the wire: ids, dates, guests and the price breakdown in major units.
public struct ReservationItem: Codable, Sendable, Equatable {
    /// Stable identifier.
    public let id: String
    /// The stay booked.
    public let stayId: StayID
    /// The stay's title.
    public let stayTitle: String
    /// Check-in day, `YYYY-MM-DD`.
    public let checkin: CalendarDay
    /// Check-out day, `YYYY-MM-DD`.
    public let checkout: CalendarDay
    /// Who booked.
    public let guestName: String
    /// Who comes.
    public let guests: GuestCounts
    /// What it costs, line by line.
    public let price: PriceBreakdown
    /// What the whole stay costs (equals `price.total`).
    public let total: Double
    /// `confirmed`, or `cancelled` once the guest cancelled (the reservation is kept).
    public let status: ReservationStatus
    /// `flexible`, `moderate` or `strict`: how much a cancellation refunds.
    public let cancellationPolicy: CancellationPolicy
    /// What cancelling refunded, in `price.currency`; absent while the reservation stands.
    public let refund: Double?
    /// What cancelling now would refund, in `price.currency`, for a standing reservation in a guest's list.
    public let refundIfCancelledNow: Double?
    /// The prices in the display currency asked for (`?currency=`) when it is not the stay's: approximate, for
    /// showing beside `total`, which is what is charged; absent otherwise.
    public let displayPrice: DisplayPrice?

    /// Flattens a reservation, with what cancelling it now would refund when that was worked out, and its prices in
    /// a display currency when `converted` holds them.
    public init(_ reservation: Reservation, refundIfCancelledNow: Money? = nil, converted: ConvertedPrices? = nil) {
        id = reservation.id
        stayId = reservation.stayID
        stayTitle = reservation.stayTitle
        checkin = reservation.dates.checkIn
        checkout = reservation.dates.checkOut
        guestName = reservation.guestName
        guests = reservation.guests
        price = PriceBreakdown(reservation)
        total = reservation.totalPrice.amount
        status = reservation.status
        cancellationPolicy = reservation.cancellationPolicy
        refund = reservation.refund?.amount
        self.refundIfCancelledNow = refundIfCancelledNow?.amount
        displayPrice = converted.map(DisplayPrice.init)
    }
}

/// Nights × nightly price + cleaning fee = total, in major units of `currency`.
public struct PriceBreakdown: Codable, Sendable, Equatable {
    /// Price of one night.
    public let nightly: Double
    /// How many nights.
    public let nights: Int
    /// Nights × nightly price.
    public let nightsTotal: Double
    /// Charged once per stay.
    public let cleaningFee: Double
    /// What the whole stay costs.
    public let total: Double
    /// ISO 4217 code of every amount.
    public let currency: String

    /// The breakdown of a reservation.
    public init(_ reservation: Reservation) {
        let nights = reservation.dates.nights
        nightly = reservation.nightlyPrice.amount
        self.nights = nights
        nightsTotal =
            Money(
                minorUnits: reservation.nightlyPrice.minorUnits * nights, currency: reservation.nightlyPrice.currency
            ).amount
        cleaningFee = reservation.cleaningFee.amount
        total = reservation.totalPrice.amount
        currency = reservation.totalPrice.currency
    }
}

extension Reservation {
    /// Rebuilds a reservation from the wire, or throws `StayDatesError` when check-out is not after check-in.
    public init(_ item: ReservationItem) throws(StayDatesError) {
        let currency = item.price.currency
        self.init(
            id: item.id, stayID: item.stayId, stayTitle: item.stayTitle,
            dates: try StayDates(checkIn: item.checkin, checkOut: item.checkout), guestName: item.guestName,
            guests: item.guests, nightlyPrice: Money(majorUnits: item.price.nightly, currency: currency),
            cleaningFee: Money(majorUnits: item.price.cleaningFee, currency: currency),
            totalPrice: Money(majorUnits: item.total, currency: currency), cancellationPolicy: item.cancellationPolicy,
            status: item.status, refund: item.refund.map { Money(majorUnits: $0, currency: currency) })
    }
}
