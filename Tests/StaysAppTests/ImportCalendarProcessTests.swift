import Foundation
import Testing

/// `stays import --calendar` run as a person runs it: nights the calendar marks not available are not found by a
/// search, the other nights are.
@Suite struct ImportCalendarProcessTests {
    @Test func nightsTheCalendarMarksNotAvailableAreBlocked() async throws {
        let folder = try TemporaryFolder("stays-import-calendar")
        try Data(ImportProcessTests.listings.utf8).write(to: folder.url.appendingPathComponent("listings.csv"))
        let calendar = [
            "listing_id,date,available,price,adjusted_price,minimum_nights,maximum_nights",
            "2818,\(ImportProcessTests.day(in: 30)),f,$100.00,,1,365",
            "2818,\(ImportProcessTests.day(in: 31)),f,$100.00,,1,365",
            "2818,\(ImportProcessTests.day(in: 32)),t,$100.00,,1,365",
            "2818,\(ImportProcessTests.day(in: -3)),f,$100.00,,1,365",
            "20168,\(ImportProcessTests.day(in: 30)),f,$100.00,,1,365",
        ].joined(separator: "\r\n")
        try Data(calendar.utf8).write(to: folder.url.appendingPathComponent("calendar.csv"))
        let database = ["--database", folder.path("stays.sqlite")]

        let imported = try await BuiltStays.run(
            ["import", folder.path("listings.csv"), "--calendar", folder.path("calendar.csv")] + database)

        #expect(imported.status == 0, "\(imported.error)")
        #expect(
            imported.output
                == "Blocked 2 nights of 1 listing from calendar.csv (2 rows skipped: past, unreadable or of listings "
                + "not imported).\nLeft out 1 row:\n  1 with no price (line 4)\nImported 1 listing from listings.csv.\n"
        )
        #expect(try await Self.found(from: 30, to: 32, database: database) == [])
        #expect(try await Self.found(from: 32, to: 34, database: database) == ["stay:airbnb-2818"])
    }

    /// The ids a search around Amsterdam finds for the nights from `first` to `last` days from now.
    private static func found(from first: Int, to last: Int, database: [String]) async throws -> [String?] {
        let search = try await BuiltStays.run(
            [
                "search", "--place", "geonames:2759794", "--checkin", ImportProcessTests.day(in: first),
                "--checkout", ImportProcessTests.day(in: last), "--format", "json",
            ] + database)
        #expect(search.status == 0, "\(search.error)")
        let page = try JSONSerialization.jsonObject(with: Data(search.output.utf8)) as? [String: Any]
        return (page?["stays"] as? [[String: Any]] ?? []).map { $0["id"] as? String }
    }
}
