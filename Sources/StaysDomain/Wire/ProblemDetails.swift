/// An error answer as RFC 9457 `application/problem+json`: `{"type", "title", "status", "detail"}`.
public struct ProblemDetails: Codable, Sendable, Equatable, Error {
    /// A URI reference naming the kind of problem, e.g. `/problems/not-available`.
    public let type: String
    /// A short summary of the kind of problem.
    public let title: String
    /// The HTTP status code.
    public let status: Int
    /// What went wrong this time, for a person to read.
    public let detail: String

    /// Creates a problem.
    public init(type: String, title: String, status: Int, detail: String) {
        self.type = type
        self.title = title
        self.status = status
        self.detail = detail
    }
}
