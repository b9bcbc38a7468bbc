import Foundation
import Hummingbird
import StaysClient
import StaysDomain
import StaysFeatures
import StaysMessages
import StaysTestSupport
import Testing

/// The features over the client while the server is away and after it is back: the loss shows as a failed state
/// with the client's message, and the next action asks again and recovers, with no change to the features.
@MainActor
@Suite(.serialized) struct LostConnectionTests {
    /// A loopback port in this suite's range with nothing listening until the test starts a server on it.
    static let port = 18_871

    /// Remote services at `port`, with short timeouts and no retry waits.
    private static func services(transport: any HTTPTransport) -> (places: RemotePlaceService, stays: RemoteStayCatalog)
    {
        let api = StaysAPIClient(
            baseURL: URL(string: "http://127.0.0.1:\(port)")!, transport: transport, timeout: .seconds(5),
            retry: RetryPolicy(sleep: { _ in }))
        return (RemotePlaceService(api: api), RemoteStayCatalog(api: api))
    }

    /// Runs `body` while the harness's server listens on `port` (the testing framework's live mode picks its own).
    private static func whileServing(_ harness: ClientHarness, _ body: @Sendable () async throws -> Void) async throws {
        let (started, starting) = AsyncStream.makeStream(of: Void.self)
        let application = Application(
            router: harness.server.router(), configuration: .init(address: .hostname("127.0.0.1", port: port)),
            onServerRunning: { _ in starting.yield() })
        let serving = Task { try await application.runService() }
        for await _ in started { break }
        do {
            try await body()
        } catch {
            serving.cancel()
            _ = await serving.result
            throw error
        }
        serving.cancel()
        _ = await serving.result
    }

    @Test func theResultsListShowsTheLossAndReloadsOnceTheServerIsBack() async throws {
        let harness = try await ClientHarness()
        let transport = AsyncHTTPClientTransport()
        let list = StayResultsController(
            searcher: Self.services(transport: transport).stays, query: try StaySearchingContractTests.query(),
            today: FixedTodayProvider(day: ClientHarness.today), words: MessageCatalog.shipped()
        ) { _ in }

        // given the server is away
        await list.load()
        guard case .failed(let message) = list.viewState.status else {
            Issue.record("expected a failure, got \(list.viewState.status)")
            return
        }
        #expect(message.hasPrefix("the Stays server at http://127.0.0.1:\(Self.port) cannot be reached"))

        // when it is back and the list is asked again
        try await Self.whileServing(harness) { await list.reload() }

        // then the page shows
        #expect(list.viewState.status == .loaded)
        #expect(list.viewState.results.map(\.stay.id) == ["stay:0000002", "stay:0000001"])
        try await transport.shutdown()
    }

    @Test func theSuggestionListShowsTheLossAndRecoversOnTheNextKeystroke() async throws {
        let harness = try await ClientHarness()
        let transport = AsyncHTTPClientTransport()
        let delegate = PlaceListControllerDelegateSpy()
        let list = SuggestionListController(
            suggester: Self.services(transport: transport).places, words: MessageCatalog.shipped(),
            debounceInterval: .zero)
        list.delegate = delegate

        // given the server is away while the user types
        list.update(text: "se")
        #expect(await eventually { delegate.failureMessages.count == 1 })
        #expect(delegate.failureMessages.first?.contains("cannot be reached") == true)

        // when it is back and the user types on
        try await Self.whileServing(harness) {
            await MainActor.run { list.update(text: "seo") }
            #expect(await eventually { delegate.loadedRows.count == 1 })
        }

        // then the suggestions show
        #expect(delegate.loadedRows.first?.map(\.title) == [PlaceSuggestion.fixture().title])
        try await transport.shutdown()
    }
}
