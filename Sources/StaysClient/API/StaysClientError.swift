/// Why the client got no usable answer from the server; each case reads as a message for the user.
public enum StaysClientError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Nothing answered at the URL, or the connection broke.
    case unreachable(url: String, reason: String)
    /// The server did not answer in time.
    case timedOut(url: String, after: Duration)
    /// The server answered with something that is not the expected JSON.
    case answerNotUnderstood(url: String, status: Int)
    /// The server refused or failed with a problem no domain error stands for (e.g. 429 or 500).
    case serverProblem(status: Int, detail: String)

    /// A one-line explanation for the user.
    public var description: String {
        switch self {
        case .unreachable(let url, let reason): "the Stays server at \(url) cannot be reached (\(reason))"
        case .timedOut(let url, let after): "the Stays server at \(url) did not answer within \(after)"
        case .answerNotUnderstood(let url, let status):
            "the answer from \(url) could not be understood (HTTP \(status))"
        case .serverProblem(let status, let detail): "the Stays server refused (HTTP \(status)): \(detail)"
        }
    }
}
