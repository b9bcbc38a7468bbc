import HummingbirdTesting
import StaysDomain
import StaysServer
import StaysTestSupport
import Testing

@Suite struct ProblemAndMetricsTests {
    private func harness(reserverFailingWith error: any Error) async throws -> ServerHarness {
        try await ServerHarness(replacing: { services in
            StaysServices(
                suggester: services.suggester, nearbyFinder: services.nearbyFinder,
                detailSearcher: services.detailSearcher, placeLookup: services.placeLookup,
                staySearcher: services.staySearcher, stayLookup: services.stayLookup,
                reserver: FailingGuestReserver(error: error), accounts: GuestAccountsStub(), today: services.today)
        })
    }

    @Test func anUnexpectedFailureIsA500ThatNamesNoInternals() async throws {
        let harness = try await harness(
            reserverFailingWith: StayCatalogError.unreadable(path: "/secret/stays.sqlite", reason: "SQL"))
        let response = try await harness.test {
            try await $0.send(.get, "/api/v1/reservations", token: "stays_test-token")
        }
        #expect(response.status == .internalServerError)
        #expect(response.problem?.detail == "the catalogue cannot be read")
        #expect(!response.text.contains("secret") && !response.text.contains("SQL"))
    }

    @Test func aBusyCatalogueIsA503WithRetryAfter() async throws {
        let harness = try await harness(reserverFailingWith: StayCatalogError.locked(path: "/secret/stays.sqlite"))
        let response = try await harness.test {
            try await $0.send(.get, "/api/v1/reservations", token: "stays_test-token")
        }
        #expect(response.status == .serviceUnavailable)
        #expect(response.headers[.retryAfter] == "1")
    }

    @Test func anUnknownRouteIsAProblemToo() async throws {
        let harness = try await ServerHarness()
        let response = try await harness.test { try await $0.send(.get, "/api/v2/nothing") }
        #expect(response.status == .notFound)
        #expect(response.headers[.contentType] == "application/problem+json")
    }

    @Test func metricsCountRequestsPerRouteAndStatus() async throws {
        let harness = try await ServerHarness()
        let (health, metrics) = try await harness.test { client in
            _ = try await client.send(.get, "/api/v1/places/suggestions?q=a")
            _ = try await client.send(.get, "/api/v1/places/suggestions")
            return (try await client.send(.get, "/healthz"), try await client.send(.get, "/metrics"))
        }
        #expect(health.text == #"{"status":"ok"}"#)
        #expect(
            metrics.text.contains(
                #"stays_http_requests_total{method="GET",route="/api/v1/places/suggestions",status="200"} 1"#))
        #expect(
            metrics.text.contains(
                #"stays_http_requests_total{method="GET",route="/api/v1/places/suggestions",status="400"} 1"#))
        #expect(
            metrics.text.contains(
                #"stays_http_request_duration_seconds_count{method="GET",route="/api/v1/places/suggestions"} 2"#))
    }
}
