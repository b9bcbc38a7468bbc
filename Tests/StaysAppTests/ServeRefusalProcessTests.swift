import Foundation
import Testing

/// `stays serve` refuses files it must not write to: empty, another program's, or damaged.
@Suite struct ServeRefusalProcessTests {
    @Test func serveRefusesAnEmptyFileAndADamagedCatalogueWithoutWritingToThem() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stays-refuse-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // given a 0-byte file and a catalogue whose middle pages are overwritten
        let empty = folder.appendingPathComponent("empty.sqlite").path
        #expect(FileManager.default.createFile(atPath: empty, contents: Data()))
        let damaged = folder.appendingPathComponent("damaged.sqlite").path
        let seeded = try await BuiltStays.run(["seed", "--count", "3000", "--seed", "3", "--database", damaged])
        #expect(seeded.status == 0)
        let file = try FileHandle(forUpdating: URL(fileURLWithPath: damaged))
        let size = try file.seekToEnd()
        try file.seek(toOffset: size / 2 / 4_096 * 4_096)
        try file.write(contentsOf: Data(repeating: 0xA5, count: 16 * 4_096))
        try file.close()

        // when serve is pointed at each
        let refusals = try await [empty, damaged].asyncMap { path in
            try await BuiltStays.run(["serve", "--port", "0", "--database", path, "--log-level", "error"])
        }

        // then it exits with an error naming the problem, and the empty file stays empty
        #expect(refusals.allSatisfy { $0.status != 0 })
        #expect(refusals[0].error.contains("is not a stay catalogue"))
        #expect(refusals[1].error.contains("damaged") || refusals[1].error.contains("cannot read"))
        #expect((try FileManager.default.attributesOfItem(atPath: empty)[.size] as? Int) == 0)
    }
}

extension Array {
    /// The values of `transform` for each element, one after another.
    fileprivate func asyncMap<Value>(_ transform: (Element) async throws -> Value) async rethrows -> [Value] {
        var values: [Value] = []
        for element in self { values.append(try await transform(element)) }
        return values
    }
}
