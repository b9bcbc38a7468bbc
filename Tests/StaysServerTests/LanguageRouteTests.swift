import Foundation
import Hummingbird
import HummingbirdTesting
import StaysDomain
import StaysMessages
import StaysServer
import StaysTestSupport
import StaysWire
import Testing

/// The languages the server speaks: listed, their catalogues served to the web app, and problems written in the
/// language the request asks for without changing their code or values.
@Suite struct LanguageRouteTests {
    let server: StaysServer

    init() throws {
        server = StaysServer(services: .stubbed(), messages: try MessageCatalogs.shipped())
    }

    func send(_ path: String, language: String? = nil) async throws -> (status: Int, body: Data, headers: HTTPFields) {
        try await Application(router: server.router()).test(.router) { client in
            let headers: HTTPFields = language.map { [.acceptLanguage: $0] } ?? [:]
            let response = try await client.execute(uri: path, method: .get, headers: headers)
            return (Int(response.status.code), Data(buffer: response.body), response.headers)
        }
    }

    @Test func theLanguagesAreListedEnglishFirstWithTheirCatalogues() async throws {
        let answer = try await send("/api/v1/languages")
        let list = try JSONDecoder().decode(LanguageListWire.self, from: answer.body)
        #expect(list.languages.map(\.code) == ["en", "ko"])
        #expect(
            list.languages.last
                == LanguageWire(code: "ko", name: "한국어", locale: "ko-KR", catalog: "/web/messages/ko.json"))
        let catalog = try await send("/web/messages/ko.json")
        #expect(catalog.status == 200)
        #expect(catalog.headers[.contentType] == "application/json; charset=utf-8")
        let served = try JSONSerialization.jsonObject(with: catalog.body) as? [String: Any]
        let keys = (served?["messages"] as? [String: Any])?.keys.sorted() ?? []
        #expect(served?["language"] as? String == "ko" && served?["plural"] as? String == "other")
        #expect(keys.contains("web.where.label") && keys.contains("common.nights") && keys.contains("problem.busy"))
        #expect(!keys.contains { $0.hasPrefix("status.") }, "the web app's catalogue holds only what it reads")
    }

    @Test func theHostingWordsAreServedApartFromTheFirstCatalogue() async throws {
        func keys(_ path: String) async throws -> [String] {
            let served = try JSONSerialization.jsonObject(with: try await send(path).body) as? [String: Any]
            return (served?["messages"] as? [String: Any])?.keys.sorted() ?? []
        }
        let first = try await keys("/web/messages/ko.json")
        let hosting = try await keys("/web/messages/ko-hosting.json")
        #expect(!first.contains { $0.hasPrefix("web.host.") || $0.hasPrefix("web.listing.") })
        #expect(first.contains("web.nav.host"))
        #expect(hosting.contains("web.host.title") && hosting.contains("web.hostCalendar.feedButton"))
        #expect(hosting.allSatisfy { $0.hasPrefix("web.host") || $0.hasPrefix("web.listing.") })
    }

    @Test func withoutCataloguesOnlyEnglishIsListedAndNoneServed() async throws {
        let english = StaysServer(services: .stubbed())
        let list = try await Application(router: english.router()).test(.router) { client in
            try await client.execute(uri: "/api/v1/languages", method: .get).decoded(LanguageListWire.self)
        }
        #expect(list.languages.map(\.code) == ["en"])
        #expect(list.languages.first?.catalog == nil)
    }

    @Test func aProblemIsWrittenInTheAskedLanguageWithTheSameCodeAndValues() async throws {
        let korean = try await send("/api/v1/places/geonames:999999999", language: "ko-KR,ko;q=0.9,en;q=0.5")
        let english = try await send("/api/v1/places/geonames:999999999", language: "en-US")
        let koreanProblem = try JSONDecoder().decode(ProblemDetails.self, from: korean.body)
        let englishProblem = try JSONDecoder().decode(ProblemDetails.self, from: english.body)
        #expect(korean.status == 404 && english.status == 404)
        #expect(koreanProblem.title == "찾을 수 없음" && englishProblem.title == "Not Found")
        #expect(koreanProblem.detail.contains("장소 목록에 없는"))
        #expect(englishProblem.detail == "no place has the id geonames:999999999")
        #expect(koreanProblem.code == englishProblem.code && koreanProblem.values == englishProblem.values)
        #expect(korean.headers[.contentLanguage] == "ko")
    }

    @Test(arguments: ["xx-YY", "*", "", "ko;q=0", String(repeating: "k", count: 9_000)])
    func anUnknownOrRefusedLanguageFallsBackToEnglish(header: String) async throws {
        let answer = try await send("/api/v1/places/geonames:999999999", language: header)
        let problem = try JSONDecoder().decode(ProblemDetails.self, from: answer.body)
        #expect(problem.title == "Not Found")
    }

    @Test func aProblemsValuesFillTheTranslatedSentence() async throws {
        let query = "/api/v1/stays?place=geonames:1835848&adults=1&bedrooms=99"
        let problem = try JSONDecoder().decode(ProblemDetails.self, from: try await send(query, language: "ko").body)
        #expect(problem.code == "filter-out-of-range")
        #expect(problem.detail == "침실 수가 너무 많습니다. 필터에서 더 작은 수를 선택하세요.")
    }
}
