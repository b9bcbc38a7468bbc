import AsyncHTTPClient
import Foundation

/// `HTTPTransport` over AsyncHTTPClient: one shared `HTTPClient` for every request; call `shutdown()` when done.
public final class AsyncHTTPClientTransport: HTTPTransport {
    /// The largest answer body read, in bytes.
    public static let maximumBodyBytes = 16 * 1024 * 1024

    private let client: HTTPClient

    /// Creates a transport with its own client on the shared event loops; a refused connection fails at once
    /// (the API client's retry policy decides whether to try again).
    public init() {
        var configuration = HTTPClient.Configuration()
        configuration.connectionPool.retryConnectionEstablishment = false
        client = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
    }

    /// Ends the client's connections; no request may be sent afterwards.
    public func shutdown() async throws {
        try await client.shutdown()
    }

    // MARK: - HTTPTransport

    /// Sends the request; cancelling the task cancels it.
    public func send(_ request: HTTPTransportRequest) async throws -> HTTPTransportResponse {
        var outgoing = HTTPClientRequest(url: request.url)
        switch request.method {
        case .get: outgoing.method = .GET
        case .post: outgoing.method = .POST
        case .put: outgoing.method = .PUT
        case .delete: outgoing.method = .DELETE
        }
        for (name, value) in request.headers {
            outgoing.headers.add(name: name, value: value)
        }
        if let body = request.body {
            outgoing.body = .bytes(body)
        }
        do {
            let response = try await client.execute(outgoing, timeout: .nanoseconds(Self.nanoseconds(request.timeout)))
            let body = try await response.body.collect(upTo: Self.maximumBodyBytes)
            let headers = Dictionary(response.headers.map { ($0.name, $0.value) }) { first, _ in first }
            return HTTPTransportResponse(
                status: Int(response.status.code), headers: headers, body: Data(body.readableBytesView))
        } catch {
            throw Self.transportError(for: error)
        }
    }

    // MARK: - Mapping

    /// The transport error an AsyncHTTPClient or NIO error stands for; a cancelled task gets `CancellationError`.
    private static func transportError(for error: any Error) -> any Error {
        if Task.isCancelled || error is CancellationError { return CancellationError() }
        if let error = error as? HTTPClientError, [.deadlineExceeded, .readTimeout].contains(error) {
            return HTTPTransportError.timedOut
        }
        return HTTPTransportError.connectionFailed(String(describing: error))
    }

    /// A `Duration` in whole nanoseconds.
    private static func nanoseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }
}
