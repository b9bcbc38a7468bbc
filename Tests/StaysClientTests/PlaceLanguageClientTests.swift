import Foundation
import StaysClient
import StaysDomain
import StaysTestSupport
import Testing

/// A query's language goes to the server as `Accept-Language` and comes back as the language the server's place
/// services were asked for.
@Suite struct PlaceLanguageClientTests {
    @Test func aQuerysLanguageTravelsAsAcceptLanguage() async throws {
        let transport = ScriptedHTTPTransport([
            ScriptedHTTPTransport.answer(200, #"{"suggestions": []}"#),
            ScriptedHTTPTransport.answer(200, #"{"suggestions": []}"#),
        ])
        let places = RemotePlaceService(
            api: StaysAPIClient(baseURL: URL(string: "http://stays.test")!, transport: transport))
        _ = try await places.suggestions(for: SuggestionQuery(text: "seoul", language: "ko-KR"))
        _ = try await places.suggestions(for: SuggestionQuery(text: "seoul"))
        #expect(transport.receivedRequests.map { $0.headers["Accept-Language"] } == ["ko", nil])
    }

    @Test func theServerIsAskedInTheLanguageTheClientSent() async throws {
        let harness = try await ClientHarness()
        let found = try await harness.remote { services in
            try await services.places.place(withID: ClientHarness.seoul.id, language: "ko_KR")
        }
        #expect(found == ClientHarness.seoul)
        #expect(harness.places.lookup.receivedLanguages == ["ko"])
    }
}
