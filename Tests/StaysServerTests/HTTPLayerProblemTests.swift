import Foundation
import Testing

/// Requests broken at the HTTP layer are 400 problem documents, like every other client mistake. The reads wait up
/// to 30 s for the server to hang up (it does at once): the whole suite runs in parallel on two cores.
@Suite struct HTTPLayerProblemTests {
    @Test func aMalformedChunkedBodyIsA400Problem() async throws {
        let harness = try await ServerHarness()
        let answer = try await harness.live { client in
            let connection = try RawConnection(port: try #require(client.port))
            try connection.send(
                "POST /api/v1/accounts HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                    + "Transfer-Encoding: chunked\r\n\r\nZZ\r\n{}\r\n0\r\n\r\n")
            return await connection.readUntilClosed(seconds: 30).text
        }
        #expect(answer.hasPrefix("HTTP/1.1 400"))
        #expect(answer.contains("application/problem+json"))
        #expect(answer.contains("/problems/malformed-request"))
    }

    @Test func aRequestLineThatIsNotHTTPIsA400ProblemWithABody() async throws {
        let harness = try await ServerHarness()
        let answer = try await harness.live { client in
            let connection = try RawConnection(port: try #require(client.port))
            try connection.send("GET /healthz HTTP/1.1\r\nHost x\r\n\r\n")
            return await connection.readUntilClosed(seconds: 30).text
        }
        #expect(answer.hasPrefix("HTTP/1.1 400"))
        #expect(answer.lowercased().contains("content-type: application/problem+json"))
        #expect(answer.contains(#""type":"/problems/malformed-request""#))
    }
}
