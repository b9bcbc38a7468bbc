import Foundation
import Hummingbird
import HummingbirdTesting
import StaysAccounts
import StaysDomain
import StaysTestSupport
import Testing

@testable import StaysServer

/// `GuestSessionMiddleware` with `AuthenticatedContext`: a route in a signed-in group gets its guest, and a request
/// without a live session gets the 401 problem before the route runs.
struct GuestSessionMiddlewareTests {
    let clock = AdjustableDate()
    let accounts: StoredGuestAccounts

    init() {
        let clock = clock
        accounts = StoredGuestAccounts(
            store: InMemoryAccountStore(), hasher: BcryptPasswordHasher(cost: 4), now: { clock.now })
    }

    // MARK: - Signed in

    @Test func aRouteInASignedInGroupGetsTheGuestOfABearerToken() async throws {
        let token = try await signedInToken()
        let response = try await answer(headers: [.authorization: "Bearer \(token)"])
        #expect(response.status == .ok)
        #expect(response.text == "Ada <ada@example.com>")
    }

    @Test func aRouteInASignedInGroupGetsTheGuestOfTheSessionCookie() async throws {
        let token = try await signedInToken()
        let response = try await answer(headers: [.cookie: "stays_session=\(token)"])
        #expect(response.text == "Ada <ada@example.com>")
    }

    // MARK: - Refused

    @Test func noTokenIsTheUnauthorizedProblem() async throws {
        try expectUnauthorized(try await answer(headers: [:]))
    }

    @Test func aForgedTokenIsTheUnauthorizedProblem() async throws {
        let token = try await signedInToken()
        let forged = String(token.dropLast()) + (token.hasSuffix("A") ? "B" : "A")
        try expectUnauthorized(try await answer(headers: [.authorization: "Bearer \(forged)"]))
    }

    @Test func anExpiredTokenIsTheUnauthorizedProblem() async throws {
        let token = try await signedInToken()
        clock.advance(by: StoredGuestAccounts.sessionLifetime + 1)
        try expectUnauthorized(try await answer(headers: [.authorization: "Bearer \(token)"]))
    }

    @Test func twoSessionCookiesAreABadRequestEvenWhenOneIsLive() async throws {
        let token = try await signedInToken()
        let response = try await answer(headers: [.cookie: "stays_session=\(token); stays_session=planted"])
        #expect(response.status == .badRequest)
        #expect(response.problem?.type == "/problems/duplicate-session-cookie")
    }

    // MARK: - Helpers

    /// Signs Ada up and in; returns her token.
    private func signedInToken() async throws -> String {
        _ = try await accounts.signUp(email: "ada@example.com", name: "Ada", password: "correct horse")
        return try await accounts.signIn(email: "ada@example.com", password: "correct horse").token
    }

    /// The answer of `GET /private`, a route in a signed-in group that writes its guest's name and email.
    private func answer(headers: HTTPFields) async throws -> TestResponse {
        let router = Router(context: StaysRequestContext.self)
        router.add(middleware: ProblemMiddleware(translator: nil))
        router.group("private")
            .add(middleware: GuestSessionMiddleware(authenticator: GuestAuthenticator(accounts: accounts)))
            .group(context: AuthenticatedContext.self)
            .get { _, context in "\(context.guest.name) <\(context.guest.email)>" }
        return try await Application(router: router).test(.router) { client in
            try await client.executeRequest(uri: "/private", method: .get, headers: headers, body: nil)
        }
    }

    /// The 401 problem every signed-in route answers without a live session.
    private func expectUnauthorized(_ response: TestResponse) throws {
        #expect(response.status == .unauthorized)
        #expect(response.headers[.wwwAuthenticate] == "Bearer")
        #expect(response.headers[.contentType] == "application/problem+json")
        #expect(response.problem?.detail == AccountError.notSignedIn.description)
    }
}
