import Hummingbird
import StaysDomain
import StaysWire

/// An error answer the server sends as `application/problem+json` (RFC 9457).
struct Problem: Error, Sendable {
    /// The status to answer with.
    let status: HTTPResponse.Status
    /// The problem's kind, the last part of its `type` URI.
    let kind: String
    /// What went wrong this time.
    var detail: String
    /// A short summary of the kind of problem; the status's reason phrase unless translated.
    var title: String?
    /// Extra headers, e.g. `Retry-After` or `WWW-Authenticate`.
    var headers: HTTPFields = [:]
    /// The domain error case it stands for, if any.
    var code: ProblemCode?
    /// That error's values.
    var values = ProblemValues()

    /// The wire value.
    var details: ProblemDetails {
        ProblemDetails(
            type: "/problems/\(kind)", title: title ?? status.reasonPhrase, status: status.code, detail: detail,
            code: code,
            values: values)
    }

    // MARK: - Common problems

    /// 400: a parameter or body that cannot be used as given.
    static func badRequest(_ detail: String, kind: String = "invalid-request") -> Problem {
        Problem(status: .badRequest, kind: kind, detail: detail, code: .invalidRequest)
    }

    /// 401: no valid session.
    static func unauthorized(_ error: AccountError = .notSignedIn) -> Problem {
        Problem(
            status: .unauthorized, kind: "unauthorized", detail: error.description,
            headers: [.wwwAuthenticate: "Bearer"]
        ).standing(for: error)
    }

    /// 404: nothing has this id (or it is not the caller's).
    static func notFound(_ detail: String) -> Problem {
        Problem(status: .notFound, kind: "not-found", detail: detail)
    }

    /// 499 (nginx's "client closed request"): the client went away and its request was cancelled; it is never read,
    /// but the request log and the metrics count it apart from failures.
    static let clientClosedRequest = Problem(
        status: .init(code: 499, reasonPhrase: "Client Closed Request"), kind: "client-closed",
        detail: "the client closed the connection before the answer was ready")

    // MARK: - Codes

    /// The same problem carrying the code and values of `error` (unchanged when it is no domain error).
    func standing(for error: any Error) -> Problem {
        guard let members = DomainProblem.members(for: error) else { return self }
        var problem = self
        problem.code = members.code
        problem.values = members.values
        return problem
    }
}
