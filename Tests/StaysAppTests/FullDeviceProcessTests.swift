import Foundation
import Testing

/// Runs the built `stays` executable with its standard output on `/dev/full`.
@Suite struct FullDeviceProcessTests {
    // MARK: - Commands writing to a full device

    @Test func suggestingPlacesToAFullDeviceEndsWithAnIOErrorInsteadOfATrap() async throws {
        let result = try await BuiltStays.run(["places", "suggest", "paris"], toFullDevice: true)

        #expect(result.status == 74)
        #expect(result.error == "Error: could not write to standard output (No space left on device)\n")
    }

    @Test func reservingToAFullDeviceSaysTheBookingStandsAndKeepsIt() async throws {
        // given a fresh catalogue with one seeded stay
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stays-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("stays.sqlite").path
        #expect(
            try await BuiltStays.run(["seed", "--count", "20", "--seed", "1", "--database", database]).status == 0)

        // when a booking's id goes to a full device (the first seeded stay free for those nights is booked)
        let days = [400, 414].map {
            Date(timeIntervalSinceNow: Double($0) * 86_400).formatted(.iso8601.year().month().day())
        }
        var result = BuiltStays.Result(status: -1, output: "", error: "")
        for number in 1...20 where result.status != 74 {
            result = try await BuiltStays.run(
                [
                    "reserve", String(format: "stay:%07d", number), "--checkin", days[0], "--checkout", days[1],
                    "--guest", "Ada", "--database", database,
                ], toFullDevice: true)
        }

        // then the command fails with EX_IOERR, names the booking, and the booking is in the catalogue
        #expect(result.status == 74)
        let id = try #require(result.error.firstMatch(of: /the booking (res-\d+) stands\n$/)?.1)
        let listed = try await BuiltStays.run(["reservations", "--format", "json", "--database", database])
        #expect(listed.output.contains("\"\(id)\""))
    }
}
