import Foundation
import StaysClient
import Synchronization

/// A signed-in session as `stays login` keeps it: which server, the token, and whose it is.
struct StoredSession: Codable, Hashable, Sendable {
    /// The server the token belongs to; it is never sent to another.
    let server: String
    /// The bearer token.
    let token: String
    /// The account's email.
    let email: String
    /// The account's name.
    let name: String
    /// When the session ends, ISO 8601.
    let expiresAt: String
}

/// Where `stays login` keeps the session: `$XDG_CONFIG_HOME/stays/session.json`, else
/// `$HOME/.config/stays/session.json`, readable by the user only.
struct SessionFile: Sendable {
    /// The process environment, injected.
    let environment: [String: String]
    /// The file system, injected.
    let files: any PrivateFileStoring

    /// The file's path.
    func path() throws -> String {
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            return URL(fileURLWithPath: config).appendingPathComponent("stays/session.json").path
        }
        guard let home = environment["HOME"], !home.isEmpty else {
            throw StayCommandError.usage("neither XDG_CONFIG_HOME nor HOME is set; there is nowhere to keep a session")
        }
        return URL(fileURLWithPath: home).appendingPathComponent(".config/stays/session.json").path
    }

    /// The kept session, or nil; a damaged file counts as none.
    func load() throws -> StoredSession? {
        guard let data = try files.read(try path()) else { return nil }
        return try? JSONDecoder().decode(StoredSession.self, from: data)
    }

    /// Keeps `session`, replacing any other.
    func save(_ session: StoredSession) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        try files.write(try encoder.encode(session), to: try path())
    }

    /// Forgets the session.
    func remove() throws {
        try files.remove(try path())
    }
}

/// The token `stays login` kept for this server, read once on first use; nil when signed out or signed in to
/// another server.
final class SessionFileToken: SessionTokenProviding {
    private let file: SessionFile
    private let server: RemoteServer
    private let cached = Mutex<String??>(nil)

    /// Creates a provider reading `file` for `server`.
    init(file: SessionFile, server: RemoteServer) {
        self.file = file
        self.server = server
    }

    /// The token, or nil.
    func sessionToken() async throws -> String? {
        if let token = cached.withLock({ $0 }) { return token }
        let session = try file.load()
        let token = session?.server == server.text ? session?.token : nil
        cached.withLock { $0 = token }
        return token
    }
}
