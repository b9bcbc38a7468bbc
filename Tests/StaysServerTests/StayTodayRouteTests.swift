import Foundation
import HummingbirdTesting
import StaysDomain
import StaysServer
import StaysTestSupport
import Testing

/// "Today" for a booking is the day where the stay is, so instances whose clocks sit in different zones agree.
@Suite struct StayTodayRouteTests {
    /// 2030-03-01 16:00 UTC: already 2 March in Seoul (the loft's place), still 1 March in Pago Pago and in UTC.
    static let moment = Date(timeIntervalSince1970: 1_898_611_200)

    @Test(arguments: ["Pacific/Pago_Pago", "UTC", "Asia/Seoul"])
    func aNightThatHasEndedWhereTheStayIsIsRefusedWhateverTheServersZone(serverZone: String) async throws {
        let harness = try await ServerHarness(replacing: { services in
            StaysServices(
                suggester: services.suggester, nearbyFinder: services.nearbyFinder,
                detailSearcher: services.detailSearcher, placeLookup: PlaceLookupStub(places: [.fixture()]),
                staySearcher: services.staySearcher, stayLookup: services.stayLookup, reserver: services.reserver,
                accounts: services.accounts,
                today: SystemClockTodayProvider(timeZone: TimeZone(identifier: serverZone)!, now: { Self.moment }),
                attempts: services.attempts, readiness: services.readiness)
        })
        let (past, next) = try await harness.test { client in
            let token = try await client.signedIn()
            let night = #"{"stayId": "stay:0000001", "checkin": "2030-03-01", "checkout": "2030-03-04"}"#
            let later = #"{"stayId": "stay:0000001", "checkin": "2030-03-02", "checkout": "2030-03-04"}"#
            return (
                try await client.send(.post, "/api/v1/reservations", json: night, token: token),
                try await client.send(.post, "/api/v1/reservations", json: later, token: token)
            )
        }
        #expect(past.status == .badRequest)
        #expect(past.problem?.code == "check-in-in-the-past")
        #expect(next.status == .created)
    }
}
