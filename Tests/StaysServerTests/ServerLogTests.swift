import Hummingbird
import HummingbirdTesting
import Logging
import StaysDomain
import StaysServer
import StaysTestSupport
import Testing

/// What reaches the server's log from requests and stored text holds nothing that steers a terminal.
@Suite struct ServerLogTests {
    // MARK: - Requests

    @Test func aHostilePathIsLoggedWithoutItsEscapesOrBreaks() async throws {
        // given the server logging through its own logger into a capture
        let harness = try await ServerHarness()
        let lines = CapturingLogHandler.Lines()
        let logger = StaysServer.printableLogger(CapturingLogHandler.logger(into: lines))
        // when a request's path holds an escape sequence, an OSC hyperlink, a newline and a bidi override
        let path = "/api/v1/stays/stay:" + HostileText.samples.joined()
        let status = try await Application(router: harness.server.router(), logger: logger).test(.router) { client in
            try await client.send(.get, path).status
        }
        // then the request is logged on one line with none of them: HTTP's own rules turn the control characters
        // into spaces, and the server's logger replaces the bidi override, which HTTP allows, with a placeholder
        #expect(status == .notFound)
        let logged = lines.all.filter { $0.contains("/api/v1/stays/stay:") }
        #expect(logged.count == 1)
        #expect(logged.allSatisfy { HostileText.steering(in: $0) == nil && !$0.contains("\n") }, "\(logged)")
        #expect(logged.first?.contains("]8;;http://evil") == true && logged.first?.contains("b\u{FFFD}") == true)
    }

    // MARK: - Stored text

    @Test func storedTextInAMessageMetadataOrErrorIsLoggedClean() {
        // given the server's logger over a capture
        let lines = CapturingLogHandler.Lines()
        var logger = StaysServer.printableLogger(CapturingLogHandler.logger(into: lines))
        logger[metadataKey: "host"] = "\(HostileText.joined)"
        // when stored titles and names reach a line as its message, metadata (nested too) and error
        let title = HostileText.stay.title
        logger.warning(
            "booking of \(title) failed", error: StayRequestError(HostileText.joined),
            metadata: [
                "title": "\(title)", "names": [.string(HostileText.joined)], "stay": ["title": "\(title)"],
                "described": .stringConvertible(HostileText.joined),
            ])
        // then the line holds none of the steering characters
        #expect(lines.all.count == 1)
        #expect(lines.all.allSatisfy { HostileText.steering(in: $0) == nil && !$0.contains("\n") })
        #expect(lines.all.first?.hasPrefix("warning booking of \u{FFFD}]8;;http://evil") == true)
    }
}
