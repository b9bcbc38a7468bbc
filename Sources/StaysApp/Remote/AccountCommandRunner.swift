import Foundation
import StaysClient
import StaysDomain

/// Runs `stays login` and `stays logout`: signs in on the server and keeps the session in the user's config folder,
/// or ends it there and forgets it.
struct AccountCommandRunner: Sendable {
    /// The server's accounts.
    let accounts: RemoteGuestAccounts
    /// The server.
    let server: RemoteServer
    /// Where the session is kept.
    let session: SessionFile
    /// Where messages go.
    let output: any TextOutput

    /// Signs in (after signing up as `newName`, when given) and keeps the session.
    func login(email: String, password: String, newName: String?) async throws {
        if let newName {
            let account = try await accounts.signUp(email: email, name: newName, password: password)
            output.write("Created the account \(account.email) on \(server.text).\n")
        }
        let signedIn = try await accounts.signIn(email: email, password: password)
        let expiry = signedIn.expiresAt.formatted(Date.ISO8601FormatStyle())
        try session.save(
            StoredSession(
                server: server.text, token: signedIn.token, email: signedIn.account.email, name: signedIn.account.name,
                expiresAt: expiry))
        output.write(
            "Signed in to \(server.text) as \(signedIn.account.name) <\(signedIn.account.email)> until \(expiry).\n")
    }

    /// Ends the kept session on the server and forgets it; a server that cannot be told is reported, and the
    /// session is forgotten anyway.
    func logout() async throws {
        guard let kept = try session.load(), kept.server == server.text else {
            output.write("Not signed in to \(server.text).\n")
            return
        }
        do {
            try await accounts.signOut()
        } catch AccountError.notSignedIn {
            output.writeError("The session had already ended on the server.\n")
        } catch let error as StaysClientError {
            output.writeError("Warning: \(error); the session is forgotten here but not ended there.\n")
        }
        try session.remove()
        output.write("Signed out of \(server.text).\n")
    }
}
