import Foundation
import Testing

/// Runs the built `stays serve` as its own process and stops it with a signal.
@Suite struct ServeProcessTests {
    @Test(arguments: [SIGTERM, SIGINT])
    func aSignalStopsTheServerCleanlyAndClosesTheCatalogue(signal: Int32) async throws {
        // given a small seeded catalogue and a server on a free port
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stays-serve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("stays.sqlite").path
        #expect(try await BuiltStays.run(["seed", "--count", "50", "--seed", "3", "--database", database]).status == 0)
        let server = try BuiltStays.start(["serve", "--port", "0", "--database", database, "--log-level", "warning"])

        // when it has said where it serves and then gets the signal
        let announcement = try await server.errorLine(containing: "serving on http://")
        kill(server.process.processIdentifier, signal)
        server.process.waitUntilExit()

        // then it exits 0 after closing the catalogue, which leaves no write-ahead log behind
        #expect(announcement.hasPrefix("Stays is serving on http://127.0.0.1:"))
        #expect(server.process.terminationStatus == 0)
        #expect(server.remainingError().contains("Stopped; the catalogue is closed."))
        let log = (try? FileManager.default.attributesOfItem(atPath: database + "-wal")[.size] as? Int) ?? 0
        #expect(log == 0)
    }
}
