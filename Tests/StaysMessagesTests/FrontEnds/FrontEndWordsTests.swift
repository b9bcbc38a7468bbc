import Foundation
import StaysMessages
import Testing

/// Nothing the Swift front ends show is left in English by accident: their sources hold keys, not sentences, and
/// every key they use is in the catalogues.
@Suite struct FrontEndWordsTests {
    /// The sources that write words for people: the features, the terminal's screens and drawing, and the command
    /// line's human output.
    static let scanned = [
        "Sources/StaysFeatures", "Sources/StaysTerminal/Screens", "Sources/StaysTerminal/Drawing",
        "Sources/StaysTerminal/Detection", "Sources/StaysTerminal/RunLoop", "Sources/StaysApp/Stays",
        "Sources/StaysApp/Places", "Sources/StaysApp/Interactive", "Sources/StaysApp/Output/TextTable.swift",
        "Sources/StaysApp/Seeding/FirstStartSeeder.swift",
    ]
    /// Files among them whose words are not for people, and why.
    static let skipped = [
        "Sources/StaysApp/Places/BatchLineError.swift": "the batch's JSON answers, for programs",
        "Sources/StaysApp/Places/CuratedDestinationList.swift": "errors in a bundled data file, for developers",
        "Sources/StaysApp/Stays/CatalogLocation.swift": "option errors, in English like ArgumentParser's own",
        "Sources/StaysApp/Stays/DatabaseLocation.swift": "option errors, in English like ArgumentParser's own",
        "Sources/StaysFeatures/WhereAmI/LocationProvidingError.swift": "a provider no front end uses",
    ]
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Every scanned file's path from the package root and its literals.
    static func literals() throws -> [(path: String, literals: [SwiftStringLiteral])] {
        try scanned.flatMap { try swiftFiles(at: $0) }.filter { skipped[$0] == nil }.map { path in
            let source = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            return (path, SwiftLiteralScanner.literals(in: source))
        }
    }

    private static func swiftFiles(at path: String) throws -> [String] {
        guard !path.hasSuffix(".swift") else { return [path] }
        let folder = root.appendingPathComponent(path)
        let names = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { "\(path)/\($0)" }
    }

    // MARK: - Tests

    @Test func theFrontEndsHoldNoWordsForPeopleOutsideTheCatalogues() throws {
        let files = try Self.literals()
        #expect(files.count > 60, "the scan found the sources")
        let offenders = files.flatMap { file in
            file.literals.filter(UserFacingLiteralRule.isUserFacing).map { "\(file.path):\($0.line): \"\($0.text)\"" }
        }
        #expect(
            offenders.isEmpty,
            "move these into Catalogues/*.json and look them up by key:\n\(offenders.joined(separator: "\n"))")
    }

    @Test func everyKeyTheFrontEndsUseIsInTheCatalogues() throws {
        let english = try MessageCatalogs.shipped().fallback.messages.keys
        let keys = Set(try Self.literals().flatMap(\.literals).map(\.text).filter(UserFacingLiteralRule.isKey))
        for key in keys.sorted() {
            let pattern = key.split(separator: "{}", omittingEmptySubsequences: false).map(String.init)
            let found = english.contains { candidate in
                pattern.count == 1
                    ? candidate == key
                    : candidate.hasPrefix(pattern[0]) && candidate.hasSuffix(pattern[pattern.count - 1])
            }
            #expect(found, "en.json has no \(key)")
        }
        #expect(keys.count > 150)
    }
}
