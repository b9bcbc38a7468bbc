import HummingbirdTesting
import StaysDomain
import StaysServer
import StaysTestSupport
import Testing

/// Readiness (`/readyz`) and the answers to a catalogue that cannot be reached or written: 503 with Retry-After,
/// never 500.
@Suite struct CatalogFailureRouteTests {
    private func harness(failingWith error: any Error & Sendable) async throws -> ServerHarness {
        try await ServerHarness(replacing: { services in
            StaysServices(
                suggester: services.suggester, nearbyFinder: services.nearbyFinder,
                detailSearcher: services.detailSearcher, placeLookup: services.placeLookup,
                staySearcher: services.staySearcher, stayLookup: services.stayLookup,
                reserver: FailingGuestReserver(error: error), accounts: services.accounts, today: services.today,
                attempts: services.attempts, readiness: CatalogReadinessStub(failure: error))
        })
    }

    @Test func readinessIsOkWhileTheCatalogueAnswers() async throws {
        let harness = try await ServerHarness()
        let (ready, live) = try await harness.test { client in
            (try await client.send(.get, "/readyz"), try await client.send(.get, "/healthz"))
        }
        #expect(ready.status == .ok)
        #expect(ready.text == #"{"status":"ready"}"#)
        #expect(live.status == .ok)
    }

    @Test func anUnreachableDatabaseMakesReadinessAndRequestsA503WithRetryAfter() async throws {
        let harness = try await harness(failingWith: UnreachableCatalogFailure())
        let (ready, live, booking) = try await harness.test { client in
            let token = try await client.signedIn()
            return (
                try await client.send(.get, "/readyz"), try await client.send(.get, "/healthz"),
                try await client.send(.get, "/api/v1/reservations", token: token)
            )
        }
        for response in [ready, booking] {
            #expect(response.status == .serviceUnavailable)
            #expect(response.headers[.retryAfter] == "5")
            #expect(response.headers[.contentType] == "application/problem+json")
            #expect(response.problem?.type == "/problems/unavailable")
        }
        #expect(live.status == .ok)
    }

    @Test func aFullDiskIsA503WithRetryAfterThatSpeaksOfWriting() async throws {
        let harness = try await harness(failingWith: StayCatalogError.diskFull(path: "/secret/stays.sqlite"))
        let response = try await harness.test { client in
            try await client.send(.get, "/api/v1/reservations", token: try await client.signedIn())
        }
        #expect(response.status == .serviceUnavailable)
        #expect(response.headers[.retryAfter] == "60")
        #expect(response.problem?.type == "/problems/disk-full")
        #expect(response.problem?.detail.contains("cannot be written") == true)
        #expect(!response.text.contains("secret"))
    }
}
