import Hummingbird
import StaysDomain

/// An error answer the server sends as `application/problem+json` (RFC 9457).
struct Problem: Error, Sendable {
    /// The status to answer with.
    let status: HTTPResponse.Status
    /// The problem's kind, the last part of its `type` URI.
    let kind: String
    /// What went wrong this time.
    let detail: String
    /// Extra headers, e.g. `Retry-After` or `WWW-Authenticate`.
    var headers: HTTPFields = [:]

    /// The wire value.
    var details: ProblemDetails {
        ProblemDetails(type: "/problems/\(kind)", title: status.reasonPhrase, status: status.code, detail: detail)
    }

    // MARK: - Common problems

    /// 400: a parameter or body that cannot be used as given.
    static func badRequest(_ detail: String, kind: String = "invalid-request") -> Problem {
        Problem(status: .badRequest, kind: kind, detail: detail)
    }

    /// 401: no valid session.
    static func unauthorized(_ detail: String = AccountError.notSignedIn.description) -> Problem {
        Problem(status: .unauthorized, kind: "unauthorized", detail: detail, headers: [.wwwAuthenticate: "Bearer"])
    }

    /// 404: nothing has this id (or it is not the caller's).
    static func notFound(_ detail: String) -> Problem {
        Problem(status: .notFound, kind: "not-found", detail: detail)
    }
}
