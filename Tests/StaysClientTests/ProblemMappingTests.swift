import Foundation
import StaysClient
import StaysDomain
import StaysTestSupport
import Testing

/// Every problem the server answers with comes back as the error the local implementations throw.
@Suite struct ProblemMappingTests {
    /// One problem answer, what the request was about, and the error it must become.
    struct Case: Sendable, CustomTestStringConvertible {
        let status: Int
        let kind: String
        let detail: String
        let subject: RequestSubject
        let expected: any Error & Sendable

        var testDescription: String { "\(status) \(kind) → \(String(reflecting: expected))" }
    }

    static let cases: [Case] = [
        Case(
            status: 409, kind: "not-available", detail: StayQueryError.notAvailable("stay:0000001").description,
            subject: .stay("stay:0000001"), expected: StayQueryError.notAvailable("stay:0000001")),
        Case(
            status: 404, kind: "not-found", detail: "no stay has the id stay:9", subject: .stay("stay:9"),
            expected: StayQueryError.unknownStay("stay:9")),
        Case(
            status: 404, kind: "not-found", detail: "no reservation has the id res-9", subject: .reservation("res-9"),
            expected: StayQueryError.unknownReservation("res-9")),
        Case(
            status: 401, kind: "unauthorized", detail: "email or password is wrong", subject: .none,
            expected: AccountError.wrongCredentials),
        Case(
            status: 401, kind: "unauthorized", detail: "sign in first", subject: .none,
            expected: AccountError.notSignedIn),
        Case(
            status: 409, kind: "email-taken", detail: AccountError.emailTaken.description, subject: .none,
            expected: AccountError.emailTaken),
        Case(
            status: 400, kind: "invalid-request", detail: "password must be at least 8 characters", subject: .none,
            expected: AccountError.passwordTooShort(minimum: 8)),
        Case(
            status: 400, kind: "invalid-request", detail: "this stay takes at most 2 guests", subject: .stay("stay:1"),
            expected: StayQueryError.tooManyGuests(maximum: 2)),
        Case(
            status: 400, kind: "invalid-request", detail: "checkin must be YYYY-MM-DD, got \"soon\"", subject: .none,
            expected: StayRequestError("checkin must be YYYY-MM-DD, got \"soon\"")),
        Case(
            status: 422, kind: "unprocessable", detail: StayQueryError.idempotencyKeyReused.description, subject: .none,
            expected: StayQueryError.idempotencyKeyReused),
        Case(
            status: 429, kind: "too-many-sign-ins", detail: "too many failed sign-ins; try again in 60 s",
            subject: .none,
            expected: StaysClientError.serverProblem(status: 429, detail: "too many failed sign-ins; try again in 60 s")
        ),
        Case(
            status: 500, kind: "internal", detail: "the server failed to answer; try again", subject: .none,
            expected: StaysClientError.serverProblem(status: 500, detail: "the server failed to answer; try again")),
    ]

    @Test(arguments: cases) func aProblemBecomesTheDomainError(_ problem: Case) async throws {
        let details = ProblemDetails(
            type: "/problems/\(problem.kind)", title: "t", status: problem.status, detail: problem.detail)
        let body = String(decoding: try WireJSON.encoder().encode(details), as: UTF8.self)
        let transport = ScriptedHTTPTransport([
            ScriptedHTTPTransport.answer(problem.status, body, contentType: "application/problem+json")
        ])
        let api = StaysAPIClient(baseURL: URL(string: "http://stays.test")!, transport: transport)

        do {
            try await api.delete("/anything", subject: problem.subject)
            Issue.record("no error thrown")
        } catch {
            #expect(String(reflecting: error) == String(reflecting: problem.expected))
            #expect(ObjectIdentifier(type(of: error)) == ObjectIdentifier(type(of: problem.expected)))
        }
    }
}
