import ArgumentParser
import Foundation

/// `--server URL`: run against a Stays server instead of the local files. The root command and every command that
/// reads places share one value, so `stays --server URL search …` and `stays search --server URL …` are the same.
struct ServerOptions: ParsableArguments {
    @Option(help: "Run against the Stays server at this http(s) URL (else $STAYS_SERVER; else the local files).")
    var server: String?

    func validate() throws {
        if let server { _ = try RemoteServer.parsed(server, source: "--server") }
    }

    /// The server to use: the option, else a non-empty `STAYS_SERVER`, else nil (local files).
    func remoteServer(environment: [String: String]) throws -> RemoteServer? {
        if let server { return try RemoteServer.parsed(server, source: "--server") }
        guard let variable = environment["STAYS_SERVER"], !variable.isEmpty else { return nil }
        return try RemoteServer.parsed(variable, source: "STAYS_SERVER")
    }
}

/// A Stays server's root URL, e.g. `http://127.0.0.1:8080`.
struct RemoteServer: Hashable, Sendable {
    /// The root, with no trailing slash.
    let url: URL

    /// The server at `text`, or a usage error naming where the text came from.
    static func parsed(_ text: String, source: String) throws -> RemoteServer {
        var root = text
        while root.hasSuffix("/") { root.removeLast() }
        guard let url = URL(string: root), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            let host = url.host, !host.isEmpty, url.query == nil, url.fragment == nil
        else {
            throw ValidationError(
                "\(source) must be an http:// or https:// URL like http://127.0.0.1:8080, got \(text)")
        }
        return RemoteServer(url: url)
    }

    /// The URL as text, for messages and the session file.
    var text: String { url.absoluteString }
}

/// Why a command cannot run against a server.
struct RemoteUseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The server that was asked for.
    let server: RemoteServer
    /// What needs a local catalogue.
    let task: String

    /// A one-line explanation for the user.
    var description: String {
        "\(task) works on a local catalogue only, not on the Stays server at \(server.text); "
            + "drop --server and unset STAYS_SERVER"
    }
}
