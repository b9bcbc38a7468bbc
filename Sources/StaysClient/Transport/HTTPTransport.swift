import Foundation

/// Sends one HTTP request and returns the whole answer; the only seam between the client and an HTTP library.
public protocol HTTPTransport: Sendable {
    /// The answer to the request, or `HTTPTransportError` when none came; a cancelled task throws `CancellationError`.
    func send(_ request: HTTPTransportRequest) async throws -> HTTPTransportResponse
}

/// The methods the Stays API uses.
public enum HTTPTransportMethod: String, Hashable, Sendable {
    case get = "GET"
    case post = "POST"
    case put = "PUT"
    case delete = "DELETE"
}

/// One request: method, absolute URL with its query, headers, body and how long to wait for the answer.
public struct HTTPTransportRequest: Hashable, Sendable {
    /// The method.
    public let method: HTTPTransportMethod
    /// The absolute URL, path and query already percent-encoded.
    public let url: String
    /// Header fields by name.
    public let headers: [String: String]
    /// The body, if any.
    public let body: Data?
    /// The longest wait for the whole answer.
    public let timeout: Duration

    /// Creates a request.
    public init(
        method: HTTPTransportMethod, url: String, headers: [String: String] = [:], body: Data? = nil,
        timeout: Duration
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.timeout = timeout
    }
}

/// One answer: status, headers (names lower-cased) and the whole body.
public struct HTTPTransportResponse: Hashable, Sendable {
    /// The status code.
    public let status: Int
    /// Header fields by lower-cased name.
    public let headers: [String: String]
    /// The body.
    public let body: Data

    /// Creates an answer; header names are lower-cased.
    public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }) { _, last in last }
        self.body = body
    }
}

/// Why no answer came back.
public enum HTTPTransportError: Error, Hashable, Sendable {
    /// No connection could be made or it broke before the answer was whole.
    case connectionFailed(String)
    /// The answer did not arrive in time.
    case timedOut
}
