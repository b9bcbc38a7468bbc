import Foundation
import Hummingbird
import StaysDomain
import StaysWire

/// `/api/v1/reservations`: a signed-in guest books, lists and cancels their own reservations only.
struct ReservationRoutes {
    /// The longest `Idempotency-Key` accepted.
    static let maximumKeyLength = 200
    /// The header that makes a retried booking safe.
    static let idempotencyKeyField = HTTPFields.Element.Name("Idempotency-Key")!

    /// Books a stay for a guest.
    let reserveStay: ReserveStay
    /// Pages through a guest's reservations.
    let listReservations: ListReservations
    /// Cancels a guest's reservation.
    let cancelReservation: CancelReservation
    /// The display currencies (`?currency=`) and the rates a reservation's prices are converted at.
    let rates: CurrencyRates
    /// The wall clock a listed reservation's refund if cancelled now is counted by.
    let now: @Sendable () -> Date
    private let parser = StayRequestParser(names: .query)

    /// Registers the routes under `group`, a signed-in group.
    func add(to group: RouterGroup<AuthenticatedContext>) {
        group.post { request, context in try await reserve(request, guest: context.guest) }
        group.get { request, context in try await list(request, guest: context.guest) }
        group.delete(":id") { _, context in try await cancel(context) }
    }

    // MARK: - Handlers

    /// `{"stayId", "checkin", "checkout", "guests"}` → 201 with the reservation, charged in the stay's currency (and
    /// converted, approximately, into `?currency=` when that differs); the same `Idempotency-Key` again answers with
    /// the first reservation.
    private func reserve(_ request: Request, guest: GuestAccount) async throws -> Response {
        let key = try idempotencyKey(of: request)
        let currency = try displayCurrency(QueryString(request, for: .reserve))
        let body = try await request.decodeWire(
            BookingBody.self,
            example:
                #"{"stayId": "stay:0000042", "checkin": "YYYY-MM-DD", "checkout": "YYYY-MM-DD", "guests": {"adults": 2}}"#
        )
        let reservation = try await reserveStay(try booking(from: body), for: guest, idempotencyKey: key)
        return try WireResponse.json(
            ReservationItem(reservation, converted: converted(reservation, to: currency)), status: .created)
    }

    /// `?limit=&cursor=&currency=` → `{"reservations": [...], "nextCursor": "…"}`, the caller's own, newest first,
    /// at most `limit` (default `ListReservations.defaultPageSize`), each converted into `currency` when that is not
    /// its own; `nextCursor` is there when more follow.
    private func list(_ request: Request, guest: GuestAccount) async throws -> Response {
        let parameters = try QueryString(request, for: .reservations)
        let limit = try parser.reservationPageSize(
            try parameters.integer("limit", default: ListReservations.defaultPageSize))
        let cursor = try parser.cursor(parameters.text("cursor"))
        let currency = try displayCurrency(parameters)
        let page = try await listReservations(of: guest.id, limit: limit, after: cursor)
        let refunds = try await cancelReservation.refundsIfCancelled(page.reservations, at: now())
        return try WireResponse.json(
            ReservationListResponse(
                reservations: page.reservations, nextCursor: page.nextCursor, refundsIfCancelledNow: refunds,
                convert: { converted($0, to: currency) }))
    }

    /// `/{id}` → 200 with the reservation, cancelled and with its refund (it stays in the list), or 404 when it is
    /// unknown, another guest's or already cancelled.
    private func cancel(_ context: AuthenticatedContext) async throws -> Response {
        let id = try context.pathIdentifier()
        let cancelled = try await cancelReservation(String(id.prefix(100)), of: context.guest.id)
        return try WireResponse.json(ReservationItem(cancelled))
    }

    // MARK: - Currency

    /// The display currency `currency` names (any case), nil when absent; 400 `unknown-currency` for one the rates
    /// do not convert.
    private func displayCurrency(_ parameters: QueryString) throws -> Currency? {
        try parameters.text("currency").map { try rates.displayCurrency($0) }
    }

    /// The reservation's prices in `currency`, nil when it is absent or the reservation's own.
    private func converted(_ reservation: Reservation, to currency: Currency?) -> ConvertedPrices? {
        rates.converted(
            nightly: reservation.nightlyPrice, cleaningFee: reservation.cleaningFee, total: reservation.totalPrice,
            to: currency)
    }

    // MARK: - Parsing

    /// The booking in the body, checked with the same rules and words as `stays reserve`; `ReserveStay` checks the
    /// dates against today where the stay is.
    private func booking(from body: BookingBody) throws -> Booking {
        let dates = try parser.dates(checkIn: body.checkin, checkOut: body.checkout)
        let guests = try parser.guests(
            adults: body.guests?.adults ?? 1, children: body.guests?.children ?? 0,
            infants: body.guests?.infants ?? 0, pets: body.guests?.pets ?? 0)
        return Booking(stayID: try parser.stayID(body.stayId), dates: dates, guests: guests)
    }

    /// The `Idempotency-Key` header: 1–200 printable ASCII characters, or absent.
    private func idempotencyKey(of request: Request) throws -> String? {
        guard let key = request.headers[Self.idempotencyKeyField] else { return nil }
        let printable = key.utf8.allSatisfy { (0x21...0x7E).contains($0) }
        guard !key.isEmpty, key.utf8.count <= Self.maximumKeyLength, printable else {
            throw Problem.badRequest("Idempotency-Key must be 1–200 printable ASCII characters without spaces")
        }
        return key
    }
}
