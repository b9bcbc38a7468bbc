import Foundation
import StayCatalogCore
import StaysDomain
import StaysTestSupport
import XCTest

@testable import StayCatalogPostgres

/// How a PostgreSQL catalogue made before currencies (v6) gets each stay's currency into the index a search scans.
final class PostgresCurrencyMigrationTests: XCTestCase {
    /// A database at schema v6 holding `stays`: (number, id, nightly, currency), each in central Seoul.
    private func versionSix(_ stays: [(Int, String, Int, String)]) async throws -> PostgresScratchDatabase {
        let database = try await PostgresScratchDatabase.make()
        try await database.execute(
            "CREATE TABLE stays_migrations (identifier text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())"
        )
        for (identifier, statements) in PostgresMigrator.migrations where identifier < "v7" {
            for statement in statements { try await database.execute(statement) }
            try await database.execute("INSERT INTO stays_migrations (identifier) VALUES ('\(identifier)')")
        }
        let cell = SpatialGrid.cell(latitude: 37.57, longitude: 126.98)
        for (number, id, nightly, currency) in stays {
            try await database.execute(
                """
                INSERT INTO stays (number, id, title, property_kind, room_type, maximum_guests, bedrooms, beds,
                    bathrooms, nightly_cents, cleaning_cents, currency, minimum_nights, rating, review_count, amenities,
                    allows_pets, latitude, longitude, place_id, host_name, cell, facets)
                VALUES (\(number), '\(id)', 'Flat', 'apartment', 'entire_place', 4, 2, 2, 1.5, \(nightly), 0,
                    '\(currency)', 1, 4.5, 10, 'wifi', false, 37.57, 126.98, 'test:city:Seoul', 'Host', \(cell), -1)
                """)
        }
        return database
    }

    // MARK: - v6 to v7

    func testAVersionSixDatabaseGetsEachStaysCurrencyAndComparesThemInOne() async throws {
        // given a v6 database with a stay at 100 US dollars and one at 120,000 won (100 dollars at the test rates)
        let database = try await versionSix([(1, "stay:0000001", 10_000, "USD"), (2, "stay:0000002", 120_000, "KRW")])
        // when a catalogue with rates opens it
        let catalog = PostgresStayCatalog(
            url: database.url, rates: .fixture, maximumConnections: 4, minimumConnections: 0)
        try await catalog.connect()
        // then a budget of exactly 100 dollars finds both, and one of 99 dollars neither
        for (maximum, expected) in [(100.0, 2), (99.0, 0)] {
            let query = try StayQuery(
                area: .place(id: "geonames:1835848", center: CatalogFixture.seoul, radiusKilometres: 10),
                dates: .fixture("2030-03-01", "2030-03-02"), guests: .fixture(),
                price: PriceRange(minimum: nil, maximum: maximum), currency: .usDollar, today: CatalogFixture.today)
            let found = try await catalog.search(query).total
            XCTAssertEqual(found, expected, "at most \(maximum)")
        }
        let numbers = try await database.integer("SELECT sum(currency_number) FROM stays")
        XCTAssertEqual(numbers, 840 + 410)
    }

    func testACatalogueWithAPriceInNoISOCurrencyIsRefusedInOneSentence() async throws {
        let database = try await versionSix([(1, "stay:0000001", 10_000, "XYZ")])
        do {
            try await database.catalog().connect()
            XCTFail("a catalogue priced in XYZ was opened")
        } catch let error as PostgresCatalogError {
            XCTAssertEqual(
                error.description,
                "the PostgreSQL catalogue holds a damaged row: its stays are priced in XYZ, which ISO 4217 does not "
                    + "list; seed it again with --replace")
        }
    }

    // MARK: - The index a search scans

    func testTheSearchedColumnsCurrencyIncludedAreReadFromTheIndexAlone() async throws {
        let database = try await PostgresScratchDatabase.make()
        let catalog = database.catalog()
        try await catalog.seed(stays: [CatalogFixture.seeded(.fixture(currency: "KRW"))]) { _, _ in }
        try await database.execute(
            """
            CREATE FUNCTION explains_index_only() RETURNS int LANGUAGE plpgsql AS $$
            DECLARE line text; found int := 0;
            BEGIN
                SET LOCAL enable_seqscan = off;
                SET LOCAL enable_bitmapscan = off;
                FOR line IN EXECUTE 'EXPLAIN SELECT number, latitude, longitude, nightly_cents, cleaning_cents, rating,
                    review_count, maximum_guests, minimum_nights, allows_pets, taken, facets, bedrooms, beds,
                    bathrooms, currency_number FROM stays WHERE cell BETWEEN 0 AND 2000000000' LOOP
                    IF line LIKE '%Index Only Scan using stays_by_cell%' THEN found := 1; END IF;
                END LOOP;
                RETURN found;
            END $$
            """)
        let indexOnly = try await database.integer("SELECT explains_index_only()")
        XCTAssertEqual(indexOnly, 1)
    }
}
