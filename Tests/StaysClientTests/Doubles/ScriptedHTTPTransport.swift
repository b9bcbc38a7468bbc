import Foundation
import StaysClient
import StaysTestSupport
import Synchronization

/// An `HTTPTransport` that answers from a script, in order, and records every request; a call past the script
/// fails the test with `TestDoubleError.unexpectedCall`.
public final class ScriptedHTTPTransport: HTTPTransport {
    /// One scripted outcome.
    public typealias Outcome = Result<HTTPTransportResponse, HTTPTransportError>

    private let script: Mutex<[Outcome]>
    private let requests = Mutex<[HTTPTransportRequest]>([])

    /// The requests sent so far, in order.
    public var receivedRequests: [HTTPTransportRequest] { requests.withLock { $0 } }

    /// Creates a transport that gives these outcomes, one per request.
    public init(_ script: [Outcome]) {
        self.script = Mutex(script)
    }

    /// An answer with a text body.
    public static func answer(_ status: Int, _ body: String, contentType: String = "application/json") -> Outcome {
        .success(HTTPTransportResponse(status: status, headers: ["Content-Type": contentType], body: Data(body.utf8)))
    }

    // MARK: - HTTPTransport

    /// The next scripted outcome.
    public func send(_ request: HTTPTransportRequest) async throws -> HTTPTransportResponse {
        requests.withLock { $0.append(request) }
        let next = script.withLock { $0.isEmpty ? nil : $0.removeFirst() }
        guard let next else { throw TestDoubleError.unexpectedCall("\(request.method.rawValue) \(request.url)") }
        return try next.get()
    }
}
