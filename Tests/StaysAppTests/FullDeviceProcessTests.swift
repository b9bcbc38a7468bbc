import Foundation
import Testing

/// Runs the built `stays` executable with its standard output on `/dev/full`.
@Suite struct FullDeviceProcessTests {
    // MARK: - Commands writing to a full device

    @Test func suggestingPlacesToAFullDeviceEndsWithAnIOErrorInsteadOfATrap() throws {
        let result = try Self.run(["places", "suggest", "paris"])

        #expect(result.status == 74)
        #expect(result.error == "Error: could not write to standard output (No space left on device)\n")
    }

    @Test func reservingToAFullDeviceSaysTheBookingStandsAndKeepsIt() throws {
        // given a fresh catalogue with one seeded stay
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stays-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("stays.sqlite").path
        #expect(
            try Self.run(["seed", "--count", "20", "--seed", "1", "--database", database], toFullDevice: false).status
                == 0)

        // when a booking's id goes to a full device (the first seeded stay free for those nights is booked)
        let days = [400, 414].map { Date(timeIntervalSinceNow: Double($0) * 86_400).formatted(.iso8601.year().month().day()) }
        var result = Result(status: -1, output: "", error: "")
        for number in 1...20 where result.status != 74 {
            result = try Self.run([
                "reserve", String(format: "stay:%07d", number), "--checkin", days[0], "--checkout", days[1],
                "--guest", "Ada", "--database", database,
            ])
        }

        // then the command fails with EX_IOERR, names the booking, and the booking is in the catalogue
        #expect(result.status == 74)
        let id = try #require(result.error.firstMatch(of: /the booking (res-\d+) stands\n$/)?.1)
        let listed = try Self.run(["reservations", "--format", "json", "--database", database], toFullDevice: false)
        #expect(listed.output.contains("\"\(id)\""))
    }

    // MARK: - Running

    private struct Result {
        let status: Int32
        let output: String
        let error: String
    }

    /// The folder holding the test bundle, where SwiftPM also puts the package's executables.
    private static var executable: URL {
        let bundle = Bundle.main.bundleURL
        let folder = bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle
        return folder.appendingPathComponent("stays")
    }

    private static func run(_ arguments: [String], toFullDevice: Bool = true) throws -> Result {
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "missing \(executable.path)")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = toFullDevice ? try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full")) : output
        process.standardError = error
        try process.run()
        let written = toFullDevice ? Data() : output.fileHandleForReading.readDataToEndOfFile()
        let complaint = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, output: String(decoding: written, as: UTF8.self),
            error: String(decoding: complaint, as: UTF8.self))
    }
}
