import Foundation
import Glibc
import Hummingbird
import HummingbirdTesting
import StaysDomain
import StaysTestSupport
import Testing

@testable import StaysServer

/// `HEAD` on every `GET` route, and a handler cancelled when its client goes away.
@Suite struct ServerMannersTests {
    /// A query that reaches each `GET` route's handler (routes not listed are asked without one).
    static let queries = [
        "/api/v1/places/suggestions": "?q=Seo", "/api/v1/places/nearby": "?near=37.5,127",
        "/api/v1/places/search": "?group=geonames:1835848",
        "/api/v1/stays": "?place=geonames:1835848&checkin=2030-02-01&checkout=2030-02-03",
        "/api/v1/stays/histogram": "?place=geonames:1835848&checkin=2030-02-01&checkout=2030-02-03",
    ]

    @Test func everyGetRouteAnswersHeadWithTheSameHeadersAndNoBody() async throws {
        // given every GET route (the metrics change between two calls), the web app's files, a bad request and
        // an unknown path
        let harness = try await ServerHarness()
        let routes = harness.server.router().routes.filter { $0.method == .get }.map { Self.concrete("\($0.path)") }
        let paths =
            routes.filter { $0 != "/metrics" } + [
                "/", "/web/js/app.js", "/api/v1/places/suggestions?limit=0", "/api/v1/nothing-here",
            ]
        #expect(routes.count >= 10)
        // when
        let answers = try await harness.test { client in
            var answers: [(path: String, get: TestResponse, head: TestResponse)] = []
            for path in paths {
                answers.append((path, try await client.send(.get, path), try await client.send(.head, path)))
            }
            return answers
        }
        // then
        for (path, get, head) in answers {
            #expect(head.status == get.status, "\(path)")
            #expect(head.headers[.contentType] == get.headers[.contentType], "\(path)")
            #expect(head.headers[.contentLength] == String(get.body.readableBytes), "\(path)")
            #expect(get.body.readableBytes > 0, "\(path)")
            #expect(head.body.readableBytes == 0, "\(path)")
        }
        #expect(answers.map(\.get.status.code).contains(200))
        #expect(answers.map(\.get.status.code).contains(404))
    }

    @Test func headOnALiveServerKeepsTheConnectionUsableForTheNextRequest() async throws {
        let harness = try await ServerHarness()
        let (head, get) = try await harness.live { client in
            (try await client.send(.head, "/healthz"), try await client.send(.get, "/healthz"))
        }
        #expect(head.status == .ok)
        #expect(head.headers[.contentLength] == "15")
        #expect(head.body.readableBytes == 0)
        #expect(String(buffer: get.body) == #"{"status":"ok"}"#)
    }

    @Test func aClientThatDisconnectsCancelsItsHandlerAndOneThatStaysDoesNot() async throws {
        // given a server whose suggestions never come
        let stalling = StallingPlaceSuggester(stall: .seconds(15))
        let harness = try await ServerHarness(replacing: { $0.replacing(suggester: stalling) })
        let cancelled = try await harness.live { client in
            let port = try #require(client.port)
            let connection = try RawConnection(port: port)
            try connection.send("GET /api/v1/places/suggestions?q=Seo HTTP/1.1\r\nHost: localhost\r\n\r\n")
            #expect(await Self.within(.seconds(10)) { await stalling.startedCount == 1 })
            // when the client is still there
            try await Task.sleep(for: .milliseconds(300))
            let cancelledWhileConnected = await stalling.cancelledCount
            // and then goes away
            connection.close()
            let cancelledAfterClosing = await Self.within(.seconds(10)) { await stalling.cancelledCount == 1 }
            return (cancelledWhileConnected, cancelledAfterClosing)
        }
        // then
        #expect(cancelled.0 == 0)
        #expect(cancelled.1)
    }

    @Test func aConnectionLeftBeforeItsTaskStartsIsCancelledAtOnce() async {
        let departure = PeerDeparture()
        departure.depart()
        let task = Task<Void, Never> { try? await Task.sleep(for: .seconds(600)) }
        departure.cancelOnDeparture(task)
        await task.value
        #expect(task.isCancelled)
    }

    // MARK: - Helpers

    /// The route's path with a known id in place of `{id}`, and a query its handler accepts.
    static func concrete(_ route: String) -> String {
        let id = route.hasPrefix("/api/v1/stays") ? "stay:0000001" : "geonames:1835848"
        return route.replacingOccurrences(of: "{id}", with: id) + (queries[route] ?? "")
    }

    /// Whether `condition` becomes true within `limit`, asking every 10 ms.
    static func within(_ limit: Duration, _ condition: () async -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
            if await condition() { return true }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return await condition()
    }
}
