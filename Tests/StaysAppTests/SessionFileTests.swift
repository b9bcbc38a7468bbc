import Foundation
import StaysTestSupport
import Testing

@testable import StaysApp

/// Where the session is kept, who may read it, and which server gets its token.
@Suite struct SessionFileTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stays-session-\(UUID().uuidString)")
    static let server = try! RemoteServer.parsed("http://127.0.0.1:18850/", source: "--server")
    static let session = StoredSession(
        server: "http://127.0.0.1:18850", token: "t0ken", email: "ada@example.com", name: "Ada",
        expiresAt: "2030-01-01T00:00:00Z")

    @Test func theFileLivesInTheConfigFolderElseUnderHome() throws {
        let files = PosixPrivateFiles()
        #expect(
            try SessionFile(environment: ["XDG_CONFIG_HOME": "/x/config", "HOME": "/home/ada"], files: files).path()
                == "/x/config/stays/session.json")
        #expect(
            try SessionFile(environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/home/ada"], files: files).path()
                == "/home/ada/.config/stays/session.json")
        #expect(throws: StayCommandError.self) { try SessionFile(environment: [:], files: files).path() }
    }

    @Test func aSavedSessionIsReadableByTheUserOnlyAndRemovedAgain() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = SessionFile(environment: ["XDG_CONFIG_HOME": folder.path], files: PosixPrivateFiles())

        try file.save(Self.session)

        let attributes = try FileManager.default.attributesOfItem(atPath: try file.path())
        let folderAttributes = try FileManager.default.attributesOfItem(atPath: folder.path + "/stays")
        #expect(attributes[.posixPermissions] as? Int == 0o600)
        #expect(folderAttributes[.posixPermissions] as? Int == 0o700)
        #expect(try file.load() == Self.session)
        try file.remove()
        #expect(try file.load() == nil)
        try file.remove()
    }

    @Test func theTokenGoesOnlyToTheServerItCameFrom() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = SessionFile(environment: ["XDG_CONFIG_HOME": folder.path], files: PosixPrivateFiles())
        try file.save(Self.session)
        let other = try RemoteServer.parsed("http://127.0.0.1:18851", source: "--server")

        #expect(try await SessionFileToken(file: file, server: Self.server).sessionToken() == "t0ken")
        #expect(try await SessionFileToken(file: file, server: other).sessionToken() == nil)
    }

    @Test(arguments: ["ftp://host", "127.0.0.1:8080", "http://", "http://host/?q=1", "not a url"])
    func aServerThatIsNoHTTPURLIsRefused(_ text: String) {
        #expect(throws: (any Error).self) { try RemoteServer.parsed(text, source: "--server") }
    }

    @Test func theServerComesFromTheOptionElseTheEnvironment() throws {
        let none = try ServerOptions.parse([]).remoteServer(environment: ["STAYS_SERVER": ""])
        let fromEnvironment = try ServerOptions.parse([]).remoteServer(environment: ["STAYS_SERVER": "http://a:1"])
        let fromOption = try ServerOptions.parse(["--server", "https://b"]).remoteServer(environment: [
            "STAYS_SERVER": "http://a:1"
        ])
        #expect(none == nil)
        #expect(fromEnvironment?.text == "http://a:1")
        #expect(fromOption?.text == "https://b")
    }
}
