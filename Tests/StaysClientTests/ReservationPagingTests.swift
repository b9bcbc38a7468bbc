import Foundation
import StaysClient
import StaysDomain
import StaysWire
import StaysTestSupport
import Testing

/// The client lists reservations by following the server's `nextCursor` page after page.
@Suite struct ReservationPagingTests {
    static let trips = (1...3).map { day in
        Reservation.fixture(
            id: "res-\(day)", stayID: "stay:0000001", dates: .fixture("2030-03-0\(day)", "2030-03-0\(day + 1)"),
            guestName: "Ada", totalPrice: Money(minorUnits: 10_000))
    }

    /// A page as the server sends it.
    static func page(_ reservations: [Reservation], next: String?) throws -> ScriptedHTTPTransport.Outcome {
        let body = try WireJSON.encoder().encode(ReservationListResponse(reservations: reservations, nextCursor: next))
        return ScriptedHTTPTransport.answer(200, String(decoding: body, as: UTF8.self))
    }

    static func catalog(_ transport: ScriptedHTTPTransport) -> RemoteStayCatalog {
        RemoteStayCatalog(api: StaysAPIClient(baseURL: URL(string: "http://stays.test")!, transport: transport))
    }

    // MARK: - Following pages

    @Test func listingFollowsEveryCursorAndAsksForFullPages() async throws {
        // given a server answering in two pages, the cursor holding characters a query must encode
        let transport = ScriptedHTTPTransport([
            try Self.page(Array(Self.trips.prefix(2)), next: "cj+x/2="), try Self.page([Self.trips[2]], next: nil),
        ])
        // when the client lists the guest's reservations
        let listed = try await Self.catalog(transport).reservations()
        // then it has all three, having asked for the second page with the first page's cursor
        #expect(listed == Self.trips)
        #expect(
            transport.receivedRequests.map(\.url) == [
                "http://stays.test/api/v1/reservations?limit=1000",
                "http://stays.test/api/v1/reservations?limit=1000&cursor=cj%2Bx%2F2%3D",
            ])
    }

    @Test func onePageIsOneRequestWithItsLimitAndCursor() async throws {
        let transport = ScriptedHTTPTransport([try Self.page([Self.trips[0]], next: "next-1")])

        let page = try await Self.catalog(transport).reservations(limit: 1, after: "start")

        #expect(page == ReservationPage(reservations: [Self.trips[0]], nextCursor: "next-1"))
        #expect(transport.receivedRequests.map(\.url) == ["http://stays.test/api/v1/reservations?limit=1&cursor=start"])
    }

    @Test func aServerRepeatingItsCursorIsRefusedRatherThanFollowedForEver() async throws {
        let transport = ScriptedHTTPTransport([
            try Self.page([Self.trips[0]], next: "same"), try Self.page([Self.trips[1]], next: "same"),
        ])

        await #expect(throws: StaysClientError.self) { _ = try await Self.catalog(transport).reservations() }
        #expect(transport.receivedRequests.count == 2)
    }
}
