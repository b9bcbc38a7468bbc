import Foundation
import Hummingbird
import StaysDomain

/// Finds the signed-in guest of a request, from `Authorization: Bearer TOKEN` or the session cookie.
struct GuestAuthenticator: Sendable {
    /// The session cookie's name.
    static let cookieName = "stays_session"

    let accounts: any GuestAccounting

    /// The token the request carries, if any (the header wins over the cookie).
    func token(of request: Request) -> String? {
        if let header = request.headers[.authorization] {
            let parts = header.split(separator: " ", maxSplits: 1)
            guard parts.count == 2, parts[0].lowercased() == "bearer" else { return nil }
            return String(parts[1]).trimmingCharacters(in: .whitespaces)
        }
        return request.cookies[Self.cookieName]?.value
    }

    /// The live session the request carries, or nil; a request carrying two session cookies (one may have been
    /// planted by another site on a parent domain) is a 400 problem, whichever is valid.
    func session(of request: Request) async throws -> SignedInSession? {
        let cookies = request.headers[values: .cookie].flatMap { $0.split(separator: ";") }
        let sessions = cookies.filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix(Self.cookieName + "=") }
        guard sessions.count <= 1 else {
            throw Problem.badRequest(
                "the request carries more than one session cookie; clear this site's cookies and sign in again",
                kind: "duplicate-session-cookie")
        }
        guard let token = token(of: request), let account = try await accounts.account(forToken: token) else {
            return nil
        }
        return SignedInSession(guest: account, token: token)
    }
}
