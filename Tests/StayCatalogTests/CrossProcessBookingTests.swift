import Foundation
import StayCatalog
import StaysDomain
import StaysTestSupport
import Testing

@Suite struct CrossProcessBookingTests {
    // MARK: - Separate processes

    @Test func sixProcessesBookingOverlappingNightsLetExactlyOneThrough() async throws {
        // given a catalogue file and the one-shot booking executable built beside the tests
        let fixture = try await CatalogFixture(stays: [CatalogFixture.seeded(.fixture())])
        let executable = Self.buildFolder.appendingPathComponent("StayReserveOnce")
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "missing \(executable.path)")
        // when six processes start together, each booking nights that overlap all the others
        let processes = try (0..<6).map { attempt in
            try Self.launch(
                executable,
                [fixture.path, "stay:0000001", "2030-05-0\(1 + attempt % 3)", "2030-05-09", "Guest \(attempt)"])
        }
        let outcomes = processes.map { process, output in
            process.waitUntilExit()
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            return (status: process.terminationStatus, text: text)
        }
        // then exactly one booked, the other five were told the nights are taken, and one booking exists
        #expect(outcomes.filter { $0.status == 0 && $0.text.hasPrefix("booked res-") }.count == 1)
        #expect(outcomes.filter { $0.status == 3 && $0.text == "not available\n" }.count == 5)
        let reservations = try await fixture.catalog.reservations()
        #expect(reservations.count == 1)
        #expect(try await fixture.catalog.search(CatalogFixture.query("2030-05-08", "2030-05-09")).total == 0)
    }

    // MARK: - Launching

    /// The folder holding the test bundle, where SwiftPM also puts the package's executables.
    private static var buildFolder: URL {
        let bundle = Bundle.main.bundleURL
        return bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle
    }

    private static func launch(_ executable: URL, _ arguments: [String]) throws -> (Process, Pipe) {
        let process = Process()
        let output = Pipe()
        process.executableURL = executable
        process.arguments = arguments
        process.standardOutput = output
        try process.run()
        return (process, output)
    }
}
