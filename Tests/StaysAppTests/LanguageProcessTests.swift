import Foundation
import Testing

/// The built `stays` writes its tables and errors in the language `--lang` or the locale variables ask for, and in
/// English with one notice for a language it does not have; its JSON is the same in every language.
@Suite struct LanguageProcessTests {
    /// No locale variable set, so only what a test adds counts.
    static let neutral = ["LC_ALL": "", "LC_MESSAGES": "", "LANG": "C.UTF-8"]

    /// A catalogue of 20 stays (seed 5): the first is a cottage near Melbourne.
    private func seeded(in folder: TemporaryFolder) async throws -> String {
        let database = folder.path("stays.sqlite")
        let seed = try await BuiltStays.run(["seed", "--count", "20", "--seed", "5", "--database", database])
        #expect(seed.status == 0, "\(seed.error)")
        return database
    }

    /// A search for a week near Melbourne, starting in about two months.
    private func search(_ database: String) -> [String] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        let start = calendar.date(byAdding: .day, value: 60, to: Date()) ?? Date()
        let end = calendar.date(byAdding: .day, value: 7, to: start) ?? start
        let day = { (date: Date) in date.formatted(.iso8601.year().month().day()) }
        return [
            "search", "--place", "geonames:2158177", "--checkin", day(start), "--checkout", day(end), "--database",
            database,
        ]
    }

    private func header(_ output: String) -> [String] {
        output.split(separator: "\n").first.map { $0.split(separator: /\ \ +/).map(String.init) } ?? []
    }

    @Test func searchWritesItsTableInKoreanForLangKo() async throws {
        let folder = try TemporaryFolder()
        let database = try await seeded(in: folder)
        let korean = try await BuiltStays.run(search(database) + ["--lang", "ko"], environment: Self.neutral)
        #expect(korean.status == 0, "\(korean.error)")
        #expect(header(korean.output) == ["ID", "이름", "1박 요금", "총 합계", "최대 인원", "평점", "거리"])
        #expect(korean.output.hasSuffix("\n숙소 1개 중 1개.\n"))
        #expect(korean.error.isEmpty)
        let json = try await BuiltStays.run(search(database) + ["--lang", "ko", "--format", "json"])
        let english = try await BuiltStays.run(search(database) + ["--format", "json"], environment: Self.neutral)
        #expect(json.output == english.output && json.output.hasPrefix("{"))
    }

    @Test func theLocaleVariablesChooseTheLanguageAndLangOverridesThem() async throws {
        let folder = try TemporaryFolder()
        let database = try await seeded(in: folder)
        let korean = Self.neutral.merging(["LANG": "ko_KR.UTF-8"]) { $1 }
        let fromLang = try await BuiltStays.run(search(database), environment: korean)
        #expect(header(fromLang.output).contains("1박 요금"))
        let overridden = try await BuiltStays.run(search(database) + ["--lang", "en"], environment: korean)
        #expect(header(overridden.output).contains("NIGHTLY"))
        let allCategories = try await BuiltStays.run(
            search(database), environment: korean.merging(["LC_ALL": "en_US.UTF-8"]) { $1 })
        #expect(header(allCategories.output).contains("NIGHTLY"))
    }

    @Test func anUnknownLanguageFallsBackToEnglishAndSaysSoOnce() async throws {
        let result = try await BuiltStays.run(
            ["places", "suggest", "seoul", "--limit", "1", "--lang", "xx-YY"], environment: Self.neutral)
        #expect(result.status == 0)
        #expect(header(result.output) == ["TITLE", "SUBTITLE", "KIND", "ID"])
        #expect(result.error == "Stays has no messages in “xx-YY”; it writes in English.\n")
        let korean = try await BuiltStays.run(
            ["places", "suggest", "seoul", "--limit", "1", "--lang", "ko_KR"], environment: Self.neutral)
        #expect(header(korean.output) == ["이름", "설명", "종류", "ID"])
        #expect(korean.output.contains("서울") && korean.output.contains("대한민국"), "places named in Korean")
        #expect(korean.error.isEmpty)
    }

    /// The one sentence is all it writes: no seeding notice, no listening line.
    @Test func aCatalogueThatFailsToParseStopsTheServerAtStartWithOneSentence() async throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path("messages"), withIntermediateDirectories: true)
        try Data("{\"language\": \"en\",".utf8).write(to: URL(fileURLWithPath: folder.path("messages/en.json")))
        let server = try await BuiltStays.run(
            ["serve", "--port", "0", "--database", folder.path("stays.sqlite")],
            environment: Self.neutral.merging(["STAYS_MESSAGES": folder.path("messages")]) { $1 })
        #expect(server.status != 0)
        #expect(server.error == "Error: The message catalogue en.json cannot be read: it is not a JSON object.\n")
    }

    @Test func aDomainErrorIsTheCataloguesSentenceInTheChosenLanguage() async throws {
        let folder = try TemporaryFolder()
        let database = try await seeded(in: folder)
        let missing = try await BuiltStays.run(
            ["stay", "stay:9999999", "--database", database, "--lang", "ko"], environment: Self.neutral)
        #expect(missing.status == 1)
        #expect(missing.error == "Error: 더 이상 등록되어 있지 않은 숙소입니다. (stay:9999999)\n")
    }
}
