import Foundation
import Hummingbird
import StaysDomain

/// `/api/v1/accounts` and `/api/v1/sessions`: sign up, sign in (token and cookie), sign out.
struct AccountRoutes {
    let services: StaysServices
    let throttle: SignInThrottle
    private var authenticator: GuestAuthenticator { GuestAuthenticator(accounts: services.accounts) }

    /// Registers the routes under `group`.
    func add(to group: RouterGroup<StaysRequestContext>) {
        group.post("accounts") { request, _ in try await signUp(request) }
        group.post("sessions") { request, context in try await signIn(request, context: context) }
        group.delete("sessions/current") { request, _ in try await signOut(request) }
    }

    // MARK: - Handlers

    /// `{"email", "name", "password"}` → 201 with the account.
    private func signUp(_ request: Request) async throws -> Response {
        let body = try await request.decodeWire(
            SignUpBody.self, example: #"{"email": "…", "name": "…", "password": "…"}"#)
        let account = try await services.accounts.signUp(email: body.email, name: body.name, password: body.password)
        return try WireResponse.json(account, status: .created)
    }

    /// `{"email", "password"}` → 201 `{"token", "expiresAt", "account"}` and an HttpOnly session cookie; more than
    /// ten failures a minute from one address or for one email are answered 429.
    private func signIn(_ request: Request, context: StaysRequestContext) async throws -> Response {
        let body = try await request.decodeWire(SignInBody.self, example: #"{"email": "…", "password": "…"}"#)
        let email = body.email.trimmingCharacters(in: .whitespaces).lowercased().prefix(300)
        let keys = ["address:" + context.clientAddress, "email:" + email]
        let now = services.now()
        if let wait = throttle.retryAfter(for: keys, at: now) {
            throw Problem(
                status: .tooManyRequests, kind: "too-many-sign-ins",
                detail: "too many failed sign-ins; try again in \(wait) s", headers: [.retryAfter: String(wait)])
        }
        let session: GuestSession
        do {
            session = try await services.accounts.signIn(email: body.email, password: body.password)
        } catch AccountError.wrongCredentials {
            throttle.recordFailure(for: keys, at: now)
            throw AccountError.wrongCredentials
        }
        let maxAge = max(0, Int(session.expiresAt.timeIntervalSince(services.now()).rounded()))
        let cookie =
            "\(GuestAuthenticator.cookieName)=\(session.token); Path=/; Max-Age=\(maxAge); HttpOnly; SameSite=Strict"
        return try WireResponse.json(SessionResponse(session), status: .created, headers: [.setCookie: cookie])
    }

    /// Ends the caller's session → 204 and an expired cookie; 401 without a live session.
    private func signOut(_ request: Request) async throws -> Response {
        _ = try await authenticator.guest(of: request)
        if let token = authenticator.token(of: request) { try await services.accounts.signOut(token: token) }
        let cookie = "\(GuestAuthenticator.cookieName)=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict"
        return WireResponse.noContent(headers: [.setCookie: cookie])
    }
}
