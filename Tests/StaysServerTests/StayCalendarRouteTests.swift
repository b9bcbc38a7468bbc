import Hummingbird
import HummingbirdTesting
import StaysDomain
import StaysTestSupport
import StaysWire
import Testing

@Suite struct StayCalendarRouteTests {
    private static let loftWeek =
        #"{"stayId": "stay:0000001", "checkin": "2030-02-01", "checkout": "2030-02-04", "guests": {"adults": 1}}"#

    @Test func aBookedStayShowsItsNightsTaken() async throws {
        let harness = try await ServerHarness()
        let calendar = try await harness.test { client in
            let guest = try await client.signedIn()
            _ = try await client.send(.post, "/api/v1/reservations", json: Self.loftWeek, token: guest)
            return try await client.send(.get, "/api/v1/stays/stay:0000001/calendar?from=2030-01-30&to=2030-02-10")
                .decoded(StayCalendarResponse.self)
        }
        #expect(calendar.takenNights.map(\.iso8601) == ["2030-02-01", "2030-02-02", "2030-02-03"])
        #expect(calendar.from.iso8601 == "2030-01-30" && calendar.to.iso8601 == "2030-02-10")
    }

    @Test func theWindowStartsTodayByDefaultAndReachesTheHorizon() async throws {
        let harness = try await ServerHarness()
        let calendar = try await harness.test {
            try await $0.send(.get, "/api/v1/stays/stay:0000002/calendar").decoded(StayCalendarResponse.self)
        }
        #expect(calendar.from == ServerHarness.today)
        #expect(calendar.from.days(to: calendar.to) == StayRules.bookingHorizonDays)
    }

    @Test(arguments: [
        "stay:0000001/calendar?from=2030-02-10&to=2030-02-01", "stay:0000001/calendar?from=2030-02-30",
        "stay:0000001/calendar?from=2030-01-01&to=2033-01-01", "stay:0000001/calendar?to=soon",
        "stay:0000001/calendar?from=9999-12-01", "stay:0000001/calendar?from=9999-12-01&to=9999-12-31",
        "stay:0000001/calendar?from=0001-01-01&to=0001-02-01", "stay:0000001/calendar?to=0001-01-01",
    ])
    func aBadWindowIsRefused(path: String) async throws {
        let harness = try await ServerHarness()
        let response = try await harness.test { try await $0.send(.get, "/api/v1/stays/\(path)") }
        #expect(response.status == .badRequest)
    }

    @Test func anUnknownStayIsNotFound() async throws {
        let harness = try await ServerHarness()
        let response = try await harness.test { try await $0.send(.get, "/api/v1/stays/stay:0009999/calendar") }
        #expect(response.status == .notFound)
        #expect(response.problem?.code == "unknown-stay")
    }
}
