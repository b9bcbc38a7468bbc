import Foundation
import Testing

/// Runs read commands of the built `stays` executable on paths that hold no catalogue.
@Suite struct ReadCommandProcessTests {
    @Test func aMistypedDatabasePathIsAnErrorNamingItAndCreatesNothing() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stays-typo-\(UUID().uuidString)")
        let path = folder.appendingPathComponent("stays.sqlite").path
        for command in [["reservations"], ["stay", "stay:0000001"]] {
            let result = try await BuiltStays.run(command + ["--database", path])
            #expect(result.status == 1)
            #expect(result.output.isEmpty)
            #expect(result.error.contains("there is no stay catalogue at \(path)"))
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    @Test func aDeviceIsRefusedAndNothingIsCreatedBesideIt() async throws {
        let result = try await BuiltStays.run(["reservations", "--database", "/dev/null"])
        #expect(result.status == 1)
        #expect(result.error.contains("cannot read /dev/null: it is not a regular file"))
        #expect(!FileManager.default.fileExists(atPath: "/dev/null-journal"))
    }
}
