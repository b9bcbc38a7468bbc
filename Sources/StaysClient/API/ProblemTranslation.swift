import StaysDomain
import StaysWire

/// Turns the server's `application/problem+json` answers back into the errors the local implementations throw, by
/// the problem's machine-readable `code` and values (never by its words).
enum ProblemTranslation {
    /// The domain error a problem stands for, or `StaysClientError.serverProblem` when it names none.
    static func error(for problem: ProblemDetails, status: Int) -> any Error {
        problem.domainError ?? StaysClientError.serverProblem(status: status, detail: problem.detail)
    }
}
