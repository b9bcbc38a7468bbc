import Foundation
import StaysDomain
import StaysWire

/// The stay protocols over a Stays server: search, histogram, lookup, and booking as the signed-in guest.
public struct RemoteStayCatalog: StaySearching, StayLookup, Reserving, StayRulesLoading {
    private let api: StaysAPIClient
    private let makeIdempotencyKey: @Sendable () -> String

    /// Creates a catalogue over the API; each booking gets a fresh key from `makeIdempotencyKey`.
    public init(api: StaysAPIClient, makeIdempotencyKey: @escaping @Sendable () -> String = { UUID().uuidString }) {
        self.api = api
        self.makeIdempotencyKey = makeIdempotencyKey
    }

    // MARK: - StaySearching

    /// `GET /stays`; distances come back rounded to 0.1 km.
    public func search(_ query: StayQuery) async throws -> StayResultsPage {
        let response = try await api.get(.searchStays, query: query.apiQueryItems(), as: StaySearchResponse.self)
        return StayResultsPage(response)
    }

    /// `GET /stays/histogram`.
    public func histogram(_ query: StayQuery, bucketCount: Int) async throws -> NightlyPriceHistogram {
        let items = query.apiQueryItems() + [APIQueryItem("buckets", String(bucketCount))]
        return try await api.get(.stayPriceHistogram, query: items, as: NightlyPriceHistogram.self)
    }

    // MARK: - StayRulesLoading

    /// `GET /rules`: the server catalogue's rules.
    public func stayRules() async throws -> StayRules {
        StayRules(try await api.get(.rules, query: [], as: StayRulesResponse.self))
    }

    // MARK: - Currencies

    /// `GET /currencies`: the server's display currencies and the rate table it converts at, with its source and
    /// day; throws as every call does, and `CurrencyDataError` for a table no server should send.
    public func currencies() async throws -> CurrencyRates {
        try CurrencyRates(try await api.get(.currencies, query: [], as: CurrencyListResponse.self))
    }

    // MARK: - StayLookup

    /// `GET /stays/{id}`, or nil when the server has no such stay.
    public func stay(withID id: StayID) async throws -> Stay? {
        try await api.getIfFound(Self.path(id), as: StayDetailResponse.self).map(Stay.init)
    }

    // MARK: - Reserving

    /// `POST /reservations` with a fresh `Idempotency-Key`, so a retried attempt never books twice. The server
    /// books in the signed-in account's name: `guestName` is ignored. Without a session throws `notSignedIn`.
    public func reserve(_ stayID: StayID, dates: StayDates, guestName: String, guests: GuestCounts) async throws
        -> Reservation
    {
        let body = BookingBody(
            stayId: stayID.rawValue, checkin: dates.checkIn.iso8601, checkout: dates.checkOut.iso8601,
            guests: GuestsBody(
                adults: guests.adults, children: guests.children, infants: guests.infants, pets: guests.pets))
        let item = try await api.post(
            APIOperation.reserve.apiPath(), body: body, idempotencyKey: makeIdempotencyKey(), as: ReservationItem.self)
        return try Reservation(item)
    }

    /// `DELETE /reservations/{id}`: the reservation cancelled with its refund, or `StayQueryError.unknownReservation`.
    /// The server counts the days to check-in where the stay is: `today` is ignored.
    public func cancel(reservationID: String, today: CalendarDay) async throws -> Reservation {
        let path = APIOperation.cancelReservation.apiPath(id: APIQueryItem.percentEncoded(reservationID))
        return try Reservation(try await api.delete(path, as: ReservationItem.self))
    }

    /// `GET /reservations`, following `nextCursor` page after page: all of the signed-in guest's, newest first. A
    /// next page that is empty or names the same cursor again is refused rather than followed for ever.
    public func reservations() async throws -> [Reservation] {
        var all: [Reservation] = []
        var cursor: String?
        repeat {
            let page = try await reservations(limit: StayRequestParser.maximumReservationPage, after: cursor)
            guard page.nextCursor == nil || (page.nextCursor != cursor && !page.reservations.isEmpty) else {
                throw StaysClientError.answerNotUnderstood(url: api.baseURL + "/api/v1/reservations", status: 200)
            }
            all += page.reservations
            cursor = page.nextCursor
        } while cursor != nil
        return all
    }

    /// `GET /reservations?limit=&cursor=`: one page of the signed-in guest's, newest first.
    public func reservations(limit: Int, after cursor: String?) async throws -> ReservationPage {
        var items = [APIQueryItem("limit", String(limit))]
        if let cursor { items.append(APIQueryItem("cursor", cursor)) }
        let response = try await api.get(.reservations, query: items, as: ReservationListResponse.self)
        return ReservationPage(
            reservations: try response.reservations.map { try Reservation($0) }, nextCursor: response.nextCursor)
    }

    // MARK: - Query

    /// `/stays/{id}`.
    private static func path(_ id: StayID) -> String {
        APIOperation.stay.apiPath(id: APIQueryItem.percentEncoded(id.rawValue))
    }
}
