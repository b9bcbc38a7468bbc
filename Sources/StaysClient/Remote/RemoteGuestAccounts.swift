import Foundation
import StaysDomain
import StaysWire

/// Signs up, in and out on a Stays server; keeps nothing itself: store the session's token where the API
/// client's `SessionTokenProviding` reads it.
public struct RemoteGuestAccounts: Sendable {
    private let api: StaysAPIClient

    /// Creates accounts over the API.
    public init(api: StaysAPIClient) {
        self.api = api
    }

    /// `POST /accounts`, or `AccountError` for a malformed field or a taken email.
    public func signUp(email: String, name: String, password: String) async throws -> GuestAccount {
        try await api.post(
            APIOperation.signUp.apiPath(), body: SignUpBody(email: email, name: name, password: password), as: GuestAccount.self)
    }

    /// `POST /sessions`, or `AccountError.wrongCredentials`.
    public func signIn(email: String, password: String) async throws -> GuestSession {
        let url = api.baseURL + "/api/v1/sessions"
        let response = try await api.post(
            APIOperation.signIn.apiPath(), body: SignInBody(email: email, password: password), as: SessionResponse.self)
        guard let expiresAt = try? Date.ISO8601FormatStyle().parse(response.expiresAt) else {
            throw StaysClientError.answerNotUnderstood(url: url, status: 201)
        }
        return GuestSession(token: response.token, expiresAt: expiresAt, account: response.account)
    }

    /// `DELETE /sessions/current`: ends the session whose token the API client sends, or `AccountError.notSignedIn`.
    public func signOut() async throws {
        try await api.delete(APIOperation.signOut.apiPath())
    }
}
