import Foundation
import Hummingbird
import HummingbirdTesting
import PlaceSearch
import StaysDomain
import StaysMessages
import StaysServer
import StaysTestSupport
import StaysWire
import Testing

/// The place routes name places in the request's language (`Accept-Language`), say that their answers vary by it,
/// and answer any header, however odd, in English rather than with an error.
@Suite struct PlaceLanguageRouteTests {
    static let korean: HTTPFields = [.acceptLanguage: "ko-KR,ko;q=0.9,en;q=0.8"]
    let destinations = PopularDestinationListingStub(places: [.fixture(id: "geonames:1835848")])
    let server: StaysServer

    init() throws {
        let messages = try MessageCatalogs.shipped()
        let places = IndexedPlaceSuggester(
            index: PlaceIndexBuilder().build(Self.world), catalogues: messages.catalogs.mapValues { $0 })
        server = StaysServer(
            services: StaysServices(
                suggester: places, nearbyFinder: places, detailSearcher: places, placeLookup: places,
                staySearcher: StaySearcherSpy(), stayLookup: StayLookupStub(stays: []),
                reserver: FailingGuestReserver(error: TestDoubleError.forcedFailure), accounts: GuestAccountsStub(),
                today: FixedTodayProvider(day: .fixture("2030-01-01")), destinations: destinations),
            messages: messages)
    }

    /// Seoul, its region and its country, as GeoNames names them.
    static let world = PlaceSourceData(places: [
        SourcePlace(
            key: "geonames:1835848", kind: .city, name: "Seoul", alternateNames: ["서울", "서울특별시", "Séoul"],
            coordinate: Coordinate(latitude: 37.566, longitude: 126.9784), population: 10_349_312, countryCode: "KR",
            regionKey: "region:KR-11", timeZone: "Asia/Seoul"),
        SourcePlace(
            key: "region:KR-11", kind: .region, name: "Seoul", coordinate: .init(latitude: 37.566, longitude: 126.9784),
            population: 10_349_312, countryCode: "KR", timeZone: "Asia/Seoul"),
        SourcePlace(
            key: "country:KR", kind: .country, name: "South Korea", coordinate: .init(latitude: 36.5, longitude: 127.9),
            population: 51_635_256, countryCode: "KR", code: "KR", timeZone: "Asia/Seoul"),
    ])

    private func send(_ path: String, _ headers: HTTPFields = [:]) async throws -> TestResponse {
        try await Application(router: server.router()).test(.router) { client in
            try await client.execute(uri: path, method: .get, headers: headers)
        }
    }

    private func firstSuggestion(_ headers: HTTPFields) async throws -> String {
        let answer = try await send("/api/v1/places/suggestions?q=seoul", headers)
        #expect(answer.status == .ok)
        let first = try #require(try answer.decoded(SuggestionsResponse.self).suggestions.first)
        return "\(first.title) | \(first.subtitle)"
    }

    // MARK: - Tests

    @Test func aKoreanRequestGetsKoreanTitlesAndSubtitles() async throws {
        #expect(try await firstSuggestion(Self.korean) == "서울 | 서울, 대한민국")
        #expect(try await firstSuggestion([:]) == "Seoul | Seoul, South Korea")
        #expect(try await firstSuggestion([.acceptLanguage: "en-US"]) == "Seoul | Seoul, South Korea")
    }

    @Test func everyPlaceAnswerNamesPlacesInTheLanguageAndVariesByIt() async throws {
        let paths = [
            "/api/v1/places/suggestions?q=seoul", "/api/v1/places/nearby?near=37.5,127.0",
            "/api/v1/places/search?q=seoul", "/api/v1/places/geonames:1835848", "/api/v1/places/destinations",
        ]
        for path in paths {
            let answer = try await send(path, Self.korean)
            #expect(answer.status == .ok, "\(path)")
            #expect(answer.headers[.vary] == "Accept-Language", "\(path)")
            #expect(answer.text.contains("서울") || path.hasSuffix("destinations"), "\(path)")
        }
        let place = try await send("/api/v1/places/geonames:1835848", Self.korean).decoded(PlaceListItem.self)
        #expect(place.name == "서울")
        #expect(place.subtitle == "서울, 대한민국")
        #expect(destinations.receivedLanguages == ["ko"])
    }

    @Test func anOddHeaderIsAnsweredInEnglishNeverWithAnError() async throws {
        let odd = [
            String(repeating: "ko-KR-", count: 1_700), String(repeating: "x", count: 10_240), "*", "k\u{1}o",
            "\u{1}\u{2}\u{7F}", "ko;q=0", "q=1, ;;", "한국어",
        ]
        for header in odd {
            let first = try await firstSuggestion([.acceptLanguage: header])
            #expect(first == "Seoul | Seoul, South Korea", "\(header.prefix(20))")
        }
    }

    @Test func theServersSuggestionCacheKeepsLanguagesApart() async throws {
        let spy = PlaceSuggesterSpy(result: [.fixture()])
        let keeping = CachingPlaceSuggester(upstream: spy, capacity: 8)
        let server = StaysServer(
            services: StaysServices.stubbed().replacing(suggester: keeping), messages: try MessageCatalogs.shipped())
        try await Application(router: server.router()).test(.router) { client in
            for headers in [Self.korean, [.acceptLanguage: "en"], Self.korean, [:]] {
                _ = try await client.execute(uri: "/api/v1/places/suggestions?q=seo", method: .get, headers: headers)
            }
        }
        #expect(spy.receivedQueries.map(\.language) == ["ko", "en"])
    }
}
