import Foundation
import Testing

/// The built `stays` against a `stays serve` process on a free loopback port: the same commands print the same
/// whole output as on the local files, sessions are kept privately, and what needs local files refuses clearly.
@Suite(.serialized) struct RemoteProcessTests {
    /// A seeded catalogue in a temporary folder and a server over it.
    final class Served: Sendable {
        let folder: URL
        let database: String
        let server: RunningStays
        let url: String

        init() async throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("stays-remote-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            database = folder.appendingPathComponent("stays.sqlite").path
            let seeded = try await BuiltStays.run(["seed", "--count", "3000", "--seed", "7", "--database", database])
            try #require(seeded.status == 0, "\(seeded.error)")
            server = try BuiltStays.start(["serve", "--port", "0", "--database", database, "--log-level", "warning"])
            let announcement = try await server.errorLine(containing: "serving on http://")
            url = String(announcement.split(separator: " ").last ?? "")
        }

        deinit {
            kill(server.process.processIdentifier, SIGTERM)
            server.process.waitUntilExit()
            try? FileManager.default.removeItem(at: folder)
        }

        /// The private config folder of a user of this test.
        var configHome: String { folder.appendingPathComponent("config").path }
    }

    /// `YYYY-MM-DD`, `days` from today.
    static func day(_ days: Int) -> String {
        let date = Calendar.current.date(byAdding: .day, value: days, to: Date())!
        return date.formatted(.iso8601.year().month().day().dateSeparator(.dash))
    }

    static let stayArguments = [
        "--place", "Seoul", "--checkin", day(30), "--checkout", day(33), "--adults", "2", "--radius", "50",
    ]

    @Test func theSameCommandsPrintTheSameOutputLocallyAndOverHTTP() async throws {
        let served = try await Served()
        let placeCommands: [[String]] = [
            ["places", "suggest", "seoul", "--near", "37.5,127"], ["places", "suggest", "springf", "--format", "json"],
            ["places", "nearby", "--near", "37.5,127", "--limit", "5"], ["places", "search", "springfield"],
        ]
        let stayCommands: [[String]] = [
            ["search"] + Self.stayArguments, ["search", "--format", "json"] + Self.stayArguments,
            ["histogram"] + Self.stayArguments, ["stay", "stay:0000001"], ["stay", "stay:9999999"],
            ["search", "--place", "Springfield", "--checkin", Self.day(30), "--checkout", Self.day(31)],
        ]
        let database = ["--database", served.database]
        for command in placeCommands.map({ ($0, $0) }) + stayCommands.map({ ($0, $0 + database) }) {
            let (command, localCommand) = command
            let local = try await BuiltStays.run(localCommand)
            let remote = try await BuiltStays.run(["--server", served.url] + command)
            #expect(remote.status == local.status, "\(command)")
            #expect(remote.output == local.output, "\(command)")
            #expect(remote.error == local.error, "\(command)")
        }
        let search = try await BuiltStays.run(["--server", served.url, "search"] + Self.stayArguments)
        #expect(search.output.contains("stay:"), "the search found stays to compare")
    }

    @Test func loginKeepsAPrivateSessionThatReservesUntilLogout() async throws {
        let served = try await Served()
        let environment = ["XDG_CONFIG_HOME": served.configHome, "STAYS_SERVER": served.url]
        func stays(_ arguments: [String], input: String = "") async throws -> BuiltStays.Result {
            try await BuiltStays.run(arguments, environment: environment, input: input)
        }

        // when a guest signs up and in, with the password on standard input
        let login = try await stays(["login", "ada@example.com", "--sign-up", "Ada"], input: "correct horse\n")

        // then the session is kept where only the user can read it
        #expect(login.status == 0, "\(login.error)")
        #expect(login.output.hasPrefix("Created the account ada@example.com on \(served.url).\nSigned in to"))
        let file = served.configHome + "/stays/session.json"
        let manager = FileManager.default
        #expect((try manager.attributesOfItem(atPath: file)[.posixPermissions] as? Int) == 0o600)
        #expect(
            (try manager.attributesOfItem(atPath: served.configHome + "/stays")[.posixPermissions] as? Int) == 0o700)

        // and bookings are made, listed and cancelled in that account
        let reserve = try await stays(
            ["reserve", "stay:0000001", "--checkin", Self.day(40), "--checkout", Self.day(42), "--guest", "Ada"])
        #expect(reserve.status == 0, "\(reserve.error)")
        let reservation = reserve.output.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(try await stays(["reservations"]).output.contains(reservation))
        let again = try await stays(
            ["reserve", "stay:0000001", "--checkin", Self.day(41), "--checkout", Self.day(43), "--guest", "Ada"])
        #expect(again.status == 1)
        #expect(
            again.error.contains("Those nights were just booked by someone else. Choose other dates. (stay:0000001)"))
        let cancel = try await stays(["cancel", reservation]).output
        #expect(cancel.hasPrefix("Cancelled \(reservation): refund ") && cancel.hasSuffix(" policy).\n"), "\(cancel)")

        // when the guest logs out
        let logout = try await stays(["logout"])

        // then the session is ended and forgotten
        #expect(logout.output == "Signed out of \(served.url).\n")
        #expect(!manager.fileExists(atPath: file))
        let refused = try await stays(["reservations"])
        #expect(refused.status == 1)
        #expect(refused.error == "Error: Sign in to book and to see your trips.\n")
    }

    @Test func whatNeedsTheLocalFilesRefusesClearly() async throws {
        let served = try await Served()
        let seed = try await BuiltStays.run(["--server", served.url, "seed", "--count", "1", "--seed", "1"])
        #expect(seed.status == 1)
        #expect(
            seed.error == "Error: this command works on a local catalogue only, not on the Stays server at "
                + "\(served.url); drop --server and unset STAYS_SERVER\n")
        let bench = try await BuiltStays.run(["bench", "stays", "--server", served.url])
        #expect(bench.status == 1)
        #expect(bench.error.contains("stays bench stays works on a local catalogue only"))
    }

    @Test func aServerThatIsNotThereIsSaidSoAndAMalformedOneIsAUsageError() async throws {
        let away = try await BuiltStays.run(["--server", "http://127.0.0.1:18873", "places", "suggest", "seoul"])
        #expect(away.status == 1)
        #expect(away.error.hasPrefix("Error: the Stays server at http://127.0.0.1:18873 cannot be reached"))
        let malformed = try await BuiltStays.run(["--server", "ftp://x", "places", "suggest", "seoul"])
        #expect(malformed.status == 64)
        #expect(malformed.error.contains("--server must be an http:// or https:// URL"))
    }
}
