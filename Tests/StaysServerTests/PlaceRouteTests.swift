import Hummingbird
import HummingbirdTesting
import PlaceSearch
import StaysDomain
import StaysServer
import StaysTestSupport
import StaysWire
import Testing

@Suite struct PlaceRouteTests {
    @Test func suggestionsAnswerExactlyWhatTheCommandLinePrints() async throws {
        let suggestion = PlaceSuggestion.fixture(titleHighlights: [TextRange(location: 0, length: 7)])
        let harness = try await ServerHarness(suggestions: [suggestion])
        let response = try await harness.test {
            try await $0.send(.get, "/api/v1/places/suggestions?q=springf&limit=3")
        }
        #expect(response.status == .ok)
        #expect(response.headers[.contentType] == "application/json; charset=utf-8")
        #expect(response.text == SuggestionJSONWriter().json(SuggestionsResponse(suggestions: [suggestion])))
    }

    @Test func theRouteAsksTheSuggesterForEveryRequestAndKeepsNothingItself() async throws {
        // given
        let spy = PlaceSuggesterSpy(result: [.fixture()])
        let harness = try await ServerHarness(replacing: { $0.replacing(suggester: spy) })
        // when
        _ = try await harness.test { client in
            for _ in 0..<3 { _ = try await client.send(.get, "/api/v1/places/suggestions?q=Seo") }
        }
        // then
        #expect(spy.suggestCallCount == 3)
    }

    @Test func aKeptAnswerGoesOutWithTheSameBytesAsTheFirst() async throws {
        // given a server whose suggester keeps answers, as `stays serve` composes it
        let answer = [PlaceSuggestion.fixture(titleHighlights: [TextRange(location: 0, length: 3)])]
        let spy = PlaceSuggesterSpy(result: answer)
        let keeping = CachingPlaceSuggester(upstream: spy, capacity: 4)
        let harness = try await ServerHarness(replacing: { $0.replacing(suggester: keeping) })
        // when
        let texts = try await harness.test { client in
            var texts: [String] = []
            for _ in 0..<3 { texts.append(try await client.send(.get, "/api/v1/places/suggestions?q=Seo").text) }
            return texts
        }
        // then
        #expect(Set(texts) == [SuggestionJSONWriter().json(SuggestionsResponse(suggestions: answer))])
        #expect(spy.suggestCallCount == 1)
    }

    @Test func suggestionsRefuseBadParametersWithTheCommandLinesWords() async throws {
        let harness = try await ServerHarness()
        let answers = try await harness.test { client in
            [
                try await client.send(.get, "/api/v1/places/suggestions"),
                try await client.send(.get, "/api/v1/places/suggestions?q=x&limit=0"),
                try await client.send(.get, "/api/v1/places/suggestions?q=x&near=0x10,3"),
                try await client.send(.get, "/api/v1/places/suggestions?q=x&near=91,3"),
                try await client.send(.get, "/api/v1/places/suggestions?q=%ZZ"),
            ]
        }
        #expect(answers.map(\.status.code) == [400, 400, 400, 400, 400])
        #expect(
            answers.compactMap(\.problem?.detail) == [
                "q is required", PlaceQueryError.limitOutOfRange(0, maximum: 100).description,
                "near latitude must be a decimal number, got \"0x10\"",
                "near: \(PlaceQueryError.latitudeOutOfRange(91).description)",
                "the query string has a malformed %-escape",
            ])
        #expect(answers.allSatisfy { $0.headers[.contentType] == "application/problem+json" })
    }

    @Test func nearbyNeedsAPointAndListsPlacesWithDistances() async throws {
        let harness = try await ServerHarness()
        let (missing, found) = try await harness.test { client in
            (
                try await client.send(.get, "/api/v1/places/nearby"),
                try await client.send(.get, "/api/v1/places/nearby?near=37.5,127&limit=5")
            )
        }
        #expect(missing.status == .badRequest)
        #expect(missing.problem?.detail == "near is required")
        let places = try found.decoded(PlaceListResponse.self).places
        #expect(places.map(\.name) == ["Seoul"])
        #expect(places.map(\.distanceKm) == [1.3])
    }

    @Test func searchTakesExactlyOneOfTextOrGroup() async throws {
        let harness = try await ServerHarness()
        let (both, group) = try await harness.test { client in
            (
                try await client.send(.get, "/api/v1/places/search?q=a&group=b"),
                try await client.send(.get, "/api/v1/places/search?group=geonames:1835848")
            )
        }
        #expect(both.problem?.detail == "give exactly one of q or group")
        #expect(try group.decoded(PlaceListResponse.self).places.map(\.name) == ["Busan"])
    }

    @Test func aPlaceIsFoundByIdAndAnUnknownIdIsNotFound() async throws {
        let harness = try await ServerHarness()
        let (known, encoded, unknown) = try await harness.test { client in
            (
                try await client.send(.get, "/api/v1/places/geonames:1835848"),
                try await client.send(.get, "/api/v1/places/geonames%3A1835848"),
                try await client.send(.get, "/api/v1/places/geonames:0")
            )
        }
        #expect(try known.decoded(PlaceListItem.self).name == "Seoul")
        #expect(try encoded.decoded(PlaceListItem.self).name == "Seoul")
        #expect(unknown.status == .notFound)
        #expect(unknown.problem?.type == "/problems/not-found")
    }
}
