import Foundation
import Testing

/// `stays import --catalog postgres://…` into the test server `STAYS_TEST_POSTGRES` names (scripts/with-postgres.sh
/// sets it): the same listings file becomes real stays there too.
@Suite(.enabled(if: PostgresTestServer.url != nil, "STAYS_TEST_POSTGRES is not set"))
struct ImportPostgresProcessTests {
    @Test func listingsAreImportedIntoPostgreSQLOnceAndFoundBySearch() async throws {
        let folder = try TemporaryFolder("stays-import-postgres")
        let id = String(UInt32.random(in: 100_000_000...UInt32.max))
        let listings = ImportProcessTests.listings.replacingOccurrences(of: "\n2818,", with: "\n\(id),")
        try Data(listings.utf8).write(to: folder.url.appendingPathComponent("listings.csv"))
        let catalog = ["--catalog", try #require(PostgresTestServer.url)]

        let imported = try await BuiltStays.run(["import", folder.path("listings.csv")] + catalog)
        #expect(imported.status == 0, "\(imported.error)")
        #expect(imported.output.hasSuffix("Imported 1 listing from listings.csv.\n"))
        let again = try await BuiltStays.run(["import", folder.path("listings.csv")] + catalog)
        #expect(again.status == 1)
        #expect(again.error.contains("already in the catalogue; nothing was imported"))

        let search = try await BuiltStays.run(
            [
                "search", "--place", "geonames:2759794", "--checkin", ImportProcessTests.day(in: 30),
                "--checkout", ImportProcessTests.day(in: 32), "--format", "json", "--limit", "100",
            ] + catalog)
        #expect(search.status == 0, "\(search.error)")
        let page = try JSONSerialization.jsonObject(with: Data(search.output.utf8)) as? [String: Any]
        let stay = (page?["stays"] as? [[String: Any]] ?? []).first { $0["id"] as? String == "stay:airbnb-\(id)" }
        #expect(stay?["nightlyPrice"] as? Double == 1200)
        #expect(stay?["synthetic"] as? Bool == false)
    }
}

/// The PostgreSQL server tests may use.
enum PostgresTestServer {
    /// Its URL from `STAYS_TEST_POSTGRES`, nil when unset.
    static let url = ProcessInfo.processInfo.environment["STAYS_TEST_POSTGRES"].flatMap { $0.isEmpty ? nil : $0 }
}
