import StaysClient
import StaysDomain
import StaysTestSupport
import Testing

/// The place protocols, written once and run against the place doubles and the HTTP client serving them.
@Suite struct PlaceContractTests {
    /// Everything the contract asks of the place services.
    struct PlaceAnswers: Equatable {
        let suggestions: [PlaceSuggestion]
        let nearby: [PlaceWithDistance]
        let detail: [PlaceWithDistance]
        let found: Place?
        let missing: Place?
    }

    // MARK: - The contract

    /// Suggests, finds nearby and detail places (distances to 0.1 km), and looks a place up and a missing one.
    static func answers(
        suggester: any PlaceSuggesting, nearby: any NearbyPlaceFinding, detail: any PlaceDetailSearching,
        lookup: any PlaceLookup
    ) async throws -> PlaceAnswers {
        let seoul = ClientHarness.seoul
        return PlaceAnswers(
            suggestions: try await suggester.suggestions(for: SuggestionQuery(text: "spring", near: seoul.coordinate)),
            nearby: rounded(try await nearby.nearbyPlaces(for: NearbyQuery(center: seoul.coordinate, limit: 5))),
            detail: rounded(try await detail.places(for: PlaceDetailQuery(subject: .group(seoul.id)))),
            found: try await lookup.place(withID: seoul.id),
            missing: try await lookup.place(withID: "geonames:0"))
    }

    /// The results with distances rounded to 0.1 km, as the wire carries them.
    private static func rounded(_ results: [PlaceWithDistance]) -> [PlaceWithDistance] {
        results.map {
            PlaceWithDistance(
                place: $0.place, distanceKilometres: $0.distanceKilometres.map { ($0 * 10).rounded() / 10 })
        }
    }

    // MARK: - Both implementations

    @Test func theClientAnswersPlaceQueriesExactlyAsTheLocalServices() async throws {
        let harness = try await ClientHarness()
        let places = harness.places

        let local = try await Self.answers(
            suggester: places.suggester, nearby: places.nearby, detail: places.detail, lookup: places.lookup)
        let remote = try await harness.remote { services in
            try await Self.answers(
                suggester: services.places, nearby: services.places, detail: services.places, lookup: services.places)
        }

        #expect(local.suggestions == [.fixture()])
        #expect(local.nearby.map(\.distanceKilometres) == [1.3])
        #expect(local.detail == [PlaceWithDistance.fixture(name: "Busan", distanceKilometres: 325.0)])
        #expect(local.found == ClientHarness.seoul)
        #expect(local.missing == nil)
        #expect(remote == local)
    }
}
