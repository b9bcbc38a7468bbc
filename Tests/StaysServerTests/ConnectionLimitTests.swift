import Foundation
import Logging
import StaysServer
import Testing

/// The connection budget and timeouts of a live server (`ConnectionLimits`), with small limits so each shows fast.
@Suite struct ConnectionLimitTests {
    static let small = ConnectionLimits(
        maximumConnections: 2, idleTimeout: .milliseconds(500), bodyTimeout: .seconds(1),
        shutdownDeadline: .seconds(1))

    /// Runs `body` against a server on a free loopback port held to `limits`, then shuts it down.
    private func serving<Value: Sendable>(
        _ limits: ConnectionLimits = small, _ body: @Sendable @escaping (Int) async throws -> Value
    ) async throws -> Value {
        let harness = try await ServerHarness()
        let bound = AsyncStream.makeStream(of: Int.self)
        let group = harness.server.serviceGroup(
            address: .init(host: "127.0.0.1", port: 0), logger: Logger(label: "test"), limits: limits,
            onRunning: { port in bound.continuation.yield(port) })
        return try await withThrowingTaskGroup(of: Value?.self) { tasks in
            tasks.addTask {
                try await group.run()
                return nil
            }
            var ports = bound.stream.makeAsyncIterator()
            let port = try #require(await ports.next())
            let value = try await body(port)
            await group.triggerGracefulShutdown()
            for try await _ in tasks {}
            return value
        }
    }

    @Test func aConnectionBeyondTheMaximumIsAnswered503WithRetryAfterAndClosed() async throws {
        var patient = Self.small
        patient.idleTimeout = .seconds(10)
        let answer = try await serving(patient) { port in
            // given two connections held open (the maximum)
            let held = try [RawConnection(port: port), RawConnection(port: port)]
            for connection in held { try connection.send("GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n") }
            for connection in held { _ = await connection.readUntilClosed(seconds: 0.2) }
            // when a third connects
            let third = try RawConnection(port: port)
            return await third.readUntilClosed(seconds: 2)
        }
        // then it is told to come back, and closed
        #expect(answer.text.hasPrefix("HTTP/1.1 503"))
        #expect(answer.text.lowercased().contains("retry-after: 5"))
        #expect(answer.text.contains("/problems/too-many-connections"))
        #expect(answer.closed)
    }

    @Test(arguments: ["", "GET /healthz HTTP/1.1\r\nHost: x\r\n"])
    func anIdleConnectionOrAHalfSentHeadIsClosedAfterTheIdleTimeout(sent: String) async throws {
        let (closed, elapsed) = try await serving { port in
            let connection = try RawConnection(port: port)
            try connection.send(sent)
            let start = Date()
            let closed = await connection.readUntilClosed(seconds: 10).closed
            return (closed, Date().timeIntervalSince(start))
        }
        // the timeout is 0.5 s; the margin is for a loaded two-core CI machine
        #expect(closed)
        #expect(elapsed < 5)
    }

    @Test func aBodyTrickledInIsClosedAfterTheBodyTimeout() async throws {
        let (closed, elapsed) = try await serving { port in
            let connection = try RawConnection(port: port)
            try connection.send(
                "POST /api/v1/sessions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                    + "Content-Length: 1000\r\n\r\n{")
            let start = Date()
            var closed = false
            // a byte every 300 ms, quicker than the idle timeout
            while !closed, Date().timeIntervalSince(start) < 15 {
                try? connection.send(" ")
                closed = await connection.readUntilClosed(seconds: 0.3).closed
            }
            return (closed, Date().timeIntervalSince(start))
        }
        // the body timeout is 1 s, while the trickle alone would keep it open for the whole 15 s; the margin is for
        // a loaded two-core CI machine
        #expect(closed)
        #expect(elapsed < 10)
    }

    @Test func theLimitsFitUnderTheOpenFileLimit() {
        let fitted = ConnectionLimits(maximumConnections: 4_096).fitting(descriptors: 1_024)
        #expect(fitted.maximumAccepted <= 1_024 - ConnectionLimits.reservedDescriptors)
        #expect(fitted.maximumConnections == 832)
        #expect(ConnectionLimits(maximumConnections: 100).fitting(descriptors: 1_000_000).maximumConnections == 100)
    }
}
