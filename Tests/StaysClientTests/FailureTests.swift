import Foundation
import Hummingbird
import HummingbirdTesting
import StaysClient
import StaysDomain
import StaysTestSupport
import Testing

/// A server that is down, slow or answers garbage, and a task that is cancelled, each end clearly and promptly.
@Suite struct FailureTests {
    @Test func aStalledAnswerTimesOutAndTheRequestIsCancelled() async throws {
        let transport = StallingHTTPTransport()
        let api = StaysAPIClient(
            baseURL: URL(string: "http://stays.test")!, transport: transport, timeout: .milliseconds(100))

        await #expect(throws: StaysClientError.timedOut(url: "http://stays.test", after: .milliseconds(100))) {
            _ = try await RemoteStayCatalog(api: api).stay(withID: "stay:0000001")
        }
        #expect(transport.cancelledCount == 1)
        #expect(
            StaysClientError.timedOut(url: "http://stays.test", after: .milliseconds(100)).description
                == "the Stays server at http://stays.test did not answer within 0.1 seconds")
    }

    @Test func aCancelledTaskEndsItsRequestAtOnce() async throws {
        let transport = StallingHTTPTransport()
        let api = StaysAPIClient(baseURL: URL(string: "http://stays.test")!, transport: transport)
        let lookup = Task { try await RemoteStayCatalog(api: api).stay(withID: "stay:0000001") }
        #expect(await eventually { transport.startedCount == 1 })

        let clock = ContinuousClock()
        let start = clock.now
        lookup.cancel()
        let outcome = await lookup.result

        #expect(throws: CancellationError.self) { try outcome.get() }
        #expect(clock.now - start < .seconds(10), "the stalled request would have waited an hour")
        #expect(transport.cancelledCount == 1)
    }

    @Test func aCancelledTaskEndsItsRequestToALiveServer() async throws {
        let stalling = StallingStayLookup()
        let harness = try await ClientHarness(stayLookup: stalling)

        let (cancelled, elapsed) = try await harness.remote { services in
            let lookup = Task { try await services.stays.stay(withID: "stay:0000001") }
            #expect(await eventually { stalling.startedCount == 1 })
            let clock = ContinuousClock()
            let start = clock.now
            lookup.cancel()
            let result = await lookup.result
            let elapsed = clock.now - start
            stalling.release()
            guard case .failure(let error) = result else { return (false, elapsed) }
            return (error is CancellationError, elapsed)
        }

        #expect(cancelled)
        #expect(elapsed < .seconds(10), "the stalled request would have waited an hour")
    }

    @Test func nothingListeningGivesAClearUnreachableError() async throws {
        let port = try await Application(
            router: Router(), configuration: .init(address: .hostname("127.0.0.1", port: 0))
        )
        .test(.live) { client in try #require(client.port) }
        let transport = AsyncHTTPClientTransport()
        let api = StaysAPIClient(
            baseURL: URL(string: "http://127.0.0.1:\(port)")!, transport: transport, retry: .never)

        let error = await #expect(throws: StaysClientError.self) {
            _ = try await RemotePlaceService(api: api).place(withID: "geonames:1835848")
        }
        try await transport.shutdown()

        guard case .unreachable(let url, _)? = error else {
            throw TestDoubleError.unexpectedCall("\(String(describing: error))")
        }
        #expect(url == "http://127.0.0.1:\(port)")
        #expect(
            error?.description.hasPrefix("the Stays server at http://127.0.0.1:\(port) cannot be reached (") == true)
    }

    @Test func aGarbageAnswerIsNotUnderstood() async throws {
        let transport = ScriptedHTTPTransport([
            ScriptedHTTPTransport.answer(200, "<html>hello</html>", contentType: "text/html")
        ])
        let api = StaysAPIClient(baseURL: URL(string: "http://stays.test/")!, transport: transport)

        let error = await #expect(throws: StaysClientError.self) {
            _ = try await RemotePlaceService(api: api).place(withID: "geonames:1835848")
        }

        #expect(error == .answerNotUnderstood(url: "http://stays.test/api/v1/places/geonames%3A1835848", status: 200))
        #expect(
            error?.description
                == "the answer from http://stays.test/api/v1/places/geonames%3A1835848 could not be understood (HTTP 200)"
        )
    }
}
