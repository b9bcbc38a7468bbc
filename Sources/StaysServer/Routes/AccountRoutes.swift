import Foundation
import Hummingbird
import StaysDomain
import StaysWire

/// `/api/v1/accounts` and `/api/v1/sessions`: sign up, sign in (token and cookie), sign out.
struct AccountRoutes {
    /// Sign-up, sign-in and sessions.
    let accounts: any GuestAccounting
    /// What limits sign-ins and sign-ups.
    let throttle: SignInThrottle
    /// Where a request comes from.
    let clientAddress: ClientAddress
    /// Whether the session cookie is always `Secure`.
    let secureCookies: Bool
    /// The wall clock sign-in throttling and cookie ages count by.
    let now: @Sendable () -> Date

    /// Registers the routes under `group`; ending a session is in a signed-in group.
    func add(to group: RouterGroup<StaysRequestContext>) {
        group.post("accounts") { request, context in try await signUp(request, context: context) }
        group.post("sessions") { request, context in try await signIn(request, context: context) }
        group.group("sessions/current")
            .add(middleware: GuestSessionMiddleware(authenticator: GuestAuthenticator(accounts: accounts)))
            .group(context: AuthenticatedContext.self)
            .delete { request, context in try await signOut(request, context: context) }
    }

    // MARK: - Handlers

    /// `{"email", "name", "password"}` → 201 with the account; more than ten sign-ups an hour from one address are
    /// answered 429 (`SignInThrottle`).
    private func signUp(_ request: Request, context: StaysRequestContext) async throws -> Response {
        let body = try await request.decodeWire(
            SignUpBody.self, example: #"{"email": "…", "name": "…", "password": "…"}"#)
        try await throttle.admitSignUp(from: clientAddress.of(request, context: context), at: now())
        let account = try await accounts.signUp(email: body.email, name: body.name, password: body.password)
        return try WireResponse.json(account, status: .created, headers: [.cacheControl: "no-store"])
    }

    /// `{"email", "password"}` → 201 `{"token", "expiresAt", "account"}`, never stored by caches, and an HttpOnly
    /// session cookie, `Secure` when `secureCookies` or a trusted proxy forwarded HTTPS; each
    /// attempt is counted before the password is checked, and one beyond `SignInThrottle`'s limits is answered 429.
    private func signIn(_ request: Request, context: StaysRequestContext) async throws -> Response {
        let body = try await request.decodeWire(SignInBody.self, example: #"{"email": "…", "password": "…"}"#)
        let address = clientAddress.of(request, context: context)
        try await throttle.admitSignIn(email: body.email, from: address, at: now())
        let session = try await accounts.signIn(email: body.email, password: body.password)
        try await throttle.signedIn(email: body.email, from: address)
        let maxAge = max(0, Int(session.expiresAt.timeIntervalSince(now()).rounded()))
        let cookie =
            "\(GuestAuthenticator.cookieName)=\(session.token); Path=/; Max-Age=\(maxAge); HttpOnly; SameSite=Strict"
            + secureAttribute(request, context: context)
        return try WireResponse.json(
            SessionResponse(session), status: .created, headers: [.setCookie: cookie, .cacheControl: "no-store"])
    }

    /// Ends the caller's session → 204 and an expired cookie.
    private func signOut(_ request: Request, context: AuthenticatedContext) async throws -> Response {
        try await accounts.signOut(token: context.token)
        let cookie =
            "\(GuestAuthenticator.cookieName)=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict"
            + secureAttribute(request, context: context)
        return WireResponse.noContent(headers: [.setCookie: cookie, .cacheControl: "no-store"])
    }

    /// `; Secure` when the cookie should only travel over HTTPS.
    private func secureAttribute(_ request: Request, context: some RemoteAddressRequestContext) -> String {
        secureCookies || clientAddress.cameOverTLS(request, context: context) ? "; Secure" : ""
    }
}
