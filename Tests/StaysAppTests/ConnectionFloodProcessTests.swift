import Foundation
import Glibc
import Testing

/// Runs the built `stays serve` with a low open-file limit and floods it with idle and half-sent connections on
/// loopback: it must stay up, answer a new client, and still stop cleanly on SIGTERM.
@Suite struct ConnectionFloodProcessTests {
    static let descriptorLimit = 256
    static let floodSize = 320

    @Test func aFloodBeyondTheOpenFileLimitNeitherKillsTheServerNorShutsOutANewClient() async throws {
        // given a server limited to 256 open files
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stays-flood-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("stays.sqlite").path
        #expect(try await BuiltStays.run(["seed", "--count", "50", "--seed", "3", "--database", database]).status == 0)
        let server = try Self.startLimited(["serve", "--port", "0", "--database", database, "--log-level", "error"])
        defer { if server.process.isRunning { kill(server.process.processIdentifier, SIGKILL) } }
        let announcement = try await server.errorLine(containing: "serving on http://")
        let port = try #require(Int(announcement.split(separator: ":").last ?? ""))

        // when 320 connections are opened and held: a third idle, a third with half a head, a third half a body
        let flood = (0..<Self.floodSize).map { index in FloodSocket(port: port, part: index % 3) }
        try await Task.sleep(for: .milliseconds(500))
        for socket in flood { socket.sendPart() }

        // then a new client is answered (503 while the flood holds every place, 200 once the idle timeout frees
        // them) within 45 s, and the server is still running
        let start = Date()
        var firstAnswer: Double?
        var served: Double?
        while served == nil, Date().timeIntervalSince(start) < 45 {
            if let status = FloodSocket.healthStatus(port: port) {
                firstAnswer = firstAnswer ?? Date().timeIntervalSince(start)
                if status == 200 { served = Date().timeIntervalSince(start) }
            }
            if served == nil { try await Task.sleep(for: .seconds(1)) }
        }
        #expect(server.process.isRunning)
        #expect((firstAnswer ?? 99) < 10)
        #expect((served ?? 99) < 45)

        // and SIGTERM, with half-sent bodies still held, stops it cleanly within the shutdown deadline
        let stopping = Date()
        kill(server.process.processIdentifier, SIGTERM)
        while server.process.isRunning, Date().timeIntervalSince(stopping) < 30 {
            try await Task.sleep(for: .milliseconds(100))
        }
        #expect(!server.process.isRunning)
        #expect(Date().timeIntervalSince(stopping) < 20)
        if !server.process.isRunning {
            #expect(server.process.terminationReason == .exit && server.process.terminationStatus == 0)
        }
        for socket in flood { socket.close() }
    }

    /// Starts `stays` under `ulimit -n 256`.
    private static func startLimited(_ arguments: [String]) throws -> RunningStays {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments =
            ["-c", "ulimit -n \(descriptorLimit) && exec \"$0\" \"$@\"", BuiltStays.executable.path] + arguments
        let error = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = error
        try process.run()
        return RunningStays(process: process, error: error.fileHandleForReading)
    }
}

/// One loopback connection of the flood, opened without waiting (the server may not accept it at once).
final class FloodSocket: Sendable {
    private let descriptor: Int32
    private let part: Int

    /// Starts connecting to `port`; `part` 0 sends nothing, 1 half a head, 2 a head and half a body.
    init(port: Int, part: Int) {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.part = part
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        var address = Self.loopback(port: port)
        _ = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
    }

    /// Sends this connection's part of a request, if it is connected by now.
    func sendPart() {
        let text =
            switch part {
            case 1: "GET /healthz HTTP/1.1\r\nHost: x\r\n"
            case 2: "POST /api/v1/sessions HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n{"
            default: ""
            }
        let bytes = Array(text.utf8)
        if !bytes.isEmpty { _ = send(descriptor, bytes, bytes.count, Int32(MSG_NOSIGNAL)) }
    }

    /// Hangs up.
    func close() {
        _ = Glibc.close(descriptor)
    }

    /// The status of `GET /healthz` on a connection of its own, or nil when nothing answers within 5 s.
    static func healthStatus(port: Int) -> Int? {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { _ = Glibc.close(descriptor) }
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = loopback(port: port)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { return nil }
        let request = Array("GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".utf8)
        guard send(descriptor, request, request.count, Int32(MSG_NOSIGNAL)) == request.count else { return nil }
        var buffer = [UInt8](repeating: 0, count: 512)
        let count = recv(descriptor, &buffer, buffer.count, 0)
        guard count > 12 else { return nil }
        return Int(String(decoding: buffer[9..<12], as: UTF8.self))
    }

    private static func loopback(port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return address
    }
}
