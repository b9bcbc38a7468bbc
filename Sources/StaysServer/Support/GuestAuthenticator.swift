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

    /// The signed-in guest, or a 401 problem.
    func guest(of request: Request) async throws -> GuestAccount {
        guard let token = token(of: request), let account = try await accounts.account(forToken: token) else {
            throw Problem.unauthorized()
        }
        return account
    }
}
