import Foundation
import Glibc
import StaysTestSupport

/// A plain TCP connection to the loopback server, for sending raw bytes, hanging up mid-request and seeing when the
/// server hangs up.
final class RawConnection: @unchecked Sendable {
    private let socket: Int32
    private var closed = false

    /// Connects to 127.0.0.1:`port`.
    init(port: Int) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard socket >= 0, connected == 0 else {
            _ = Glibc.close(socket)
            throw TestDoubleError.unexpectedCall("cannot connect")
        }
    }

    deinit { close() }

    // MARK: - Talking

    /// Writes `text` whole (a request, a partial one, a trickle of body).
    func send(_ text: String) throws {
        let bytes = Array(text.utf8)
        guard Foundation.send(socket, bytes, bytes.count, Int32(MSG_NOSIGNAL)) == bytes.count else {
            throw TestDoubleError.unexpectedCall("short write")
        }
    }

    /// Hangs up (once).
    func close() {
        guard !closed else { return }
        closed = true
        _ = Glibc.close(socket)
    }

    /// What the server sends until it closes the connection or `seconds` pass, and whether it closed it; the
    /// blocking reads run on a thread of their own, so the in-process server's tasks keep the shared threads.
    func readUntilClosed(seconds: Double) async -> (text: String, closed: Bool) {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: self.blockingRead(seconds: seconds)) }
        }
    }

    private func blockingRead(seconds: Double) -> (text: String, closed: Bool) {
        var timeout = timeval(tv_sec: 0, tv_usec: 100_000)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var received = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4_096)
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            let count = recv(socket, &buffer, buffer.count, 0)
            if count == 0 { return (String(decoding: received, as: UTF8.self), true) }
            if count > 0 { received += buffer[0..<count] }
            if count < 0, errno != EAGAIN, errno != EWOULDBLOCK {
                return (String(decoding: received, as: UTF8.self), true)
            }
        }
        return (String(decoding: received, as: UTF8.self), false)
    }
}
