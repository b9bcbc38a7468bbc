import Foundation
import GRDB
import StayCatalogCore
import StaysDomain
import StaysTestSupport
import Testing

@testable import StayCatalog

@Suite struct MigrationTests {
    // MARK: - v1 to v2

    @Test func aVersionOneDatabaseMigratesAndKeepsItsBlockedAndBookedNights() async throws {
        // given a file at schema v1 holding a stay blocked on 1–3 March and booked on 10–12 March 2030
        let fixture = try await CatalogFixture()
        let path = fixture.folder.appendingPathComponent("v1.sqlite").path
        let pool = try DatabasePool(path: path)
        try SQLiteStayCatalog.migrator.migrate(pool, upTo: "v1")
        try await pool.write { db in
            try db.execute(
                sql: """
                    INSERT INTO stays VALUES (7, 'stay:0000009', 'Flat', 'apartment', 'entire_place', 4, 2, 2, 1.5,
                        10000, 3000, 'USD', 1, 4.5, 10, 'wifi', 0, 37.566, 126.9784, 'geonames:1835848', 'Host');
                    INSERT INTO stay_locations VALUES (7, 37.566, 37.566, 126.9784, 126.9784, 37.566, 126.9784,
                        10000, 3000, 4.5, 10, 4, 1, 0);
                    INSERT INTO blocked_nights VALUES (7, ?), (7, ?);
                    INSERT INTO reservations VALUES (1, 7, ?, ?, 'Kim', 23000, 'USD', 0);
                    INSERT INTO reserved_nights VALUES (7, ?, 1), (7, ?, 1);
                    """,
                arguments: [
                    DayNumber.of(.fixture("2030-03-01")), DayNumber.of(.fixture("2030-03-02")),
                    DayNumber.of(.fixture("2030-03-10")), DayNumber.of(.fixture("2030-03-12")),
                    DayNumber.of(.fixture("2030-03-10")), DayNumber.of(.fixture("2030-03-11")),
                ])
        }
        try pool.close()
        // when the catalogue opens it
        let catalog = try SQLiteStayCatalog(path: path)
        // then v2 to v9 are applied (the stay gets the seed's policy for its number, its filter columns from its
        // row, and is synthetic, as every stay before v9 was), the nights stay taken, the others free, and cancelling
        // frees the booking with the strict policy's half refund
        let applied = try await DatabaseQueue(path: path).read { db in
            try SQLiteStayCatalog.migrator.appliedIdentifiers(db)
        }
        #expect(applied == ["v1", "v2", "v3", "v4", "v5", "v6", "v7", "v8", "v9", "v10"])
        #expect(try await catalog.stay(withID: "stay:0000009")?.isSynthetic == true)
        for (filters, total) in [
            (
                try StayFilters(
                    propertyKinds: [.apartment], minimumBedrooms: 2, minimumBathrooms: 1.5, amenities: [.wifi]), 1
            ),
            (try StayFilters(roomTypes: [.entirePlace], minimumBeds: 2), 1),
            (try StayFilters(amenities: [.kitchen]), 0), (try StayFilters(roomTypes: [.privateRoom]), 0),
            (try StayFilters(minimumBedrooms: 3), 0), (try StayFilters(propertyKinds: [.house]), 0),
        ] {
            let query = try StayQuery(
                area: .place(id: "geonames:1835848", center: CatalogFixture.seoul, radiusKilometres: 10),
                dates: .fixture("2030-03-03", "2030-03-10"), guests: .fixture(), filters: filters,
                today: CatalogFixture.today)
            #expect(try await catalog.search(query).total == total, "\(filters)")
        }
        #expect(try await catalog.stay(withID: "stay:0000009")?.cancellationPolicy == .strict)
        #expect(try await catalog.search(CatalogFixture.query("2030-03-02", "2030-03-04")).total == 0)
        #expect(try await catalog.search(CatalogFixture.query("2030-03-11", "2030-03-13")).total == 0)
        #expect(try await catalog.search(CatalogFixture.query("2030-03-03", "2030-03-10")).total == 1)
        let cancelled = try await catalog.cancel(reservationID: "res-1", today: .fixture("2030-02-01"))
        #expect(cancelled.status == .cancelled && cancelled.refund == Money(minorUnits: 11_500))
        #expect(try await catalog.search(CatalogFixture.query("2030-03-11", "2030-03-13")).total == 1)
        #expect(try await catalog.search(CatalogFixture.query("2030-03-02", "2030-03-04")).total == 0)
    }

    @Test func anEmptyVersionOneDatabaseMigrates() async throws {
        let fixture = try await CatalogFixture()
        let path = fixture.folder.appendingPathComponent("v1-empty.sqlite").path
        let pool = try DatabasePool(path: path)
        try SQLiteStayCatalog.migrator.migrate(pool, upTo: "v1")
        try pool.close()
        let catalog = try SQLiteStayCatalog(path: path)
        #expect(try await catalog.search(CatalogFixture.query("2030-03-02", "2030-03-04")).total == 0)
        try await catalog.seed(stays: [CatalogFixture.seeded(.fixture())]) { _, _ in }
        #expect(try await catalog.search(CatalogFixture.query("2030-03-02", "2030-03-04")).total == 1)
    }
}

@Suite struct CurrencyMigrationTests {
    /// A file at schema v7 holding `stays`: (number, id, nightly, currency), each in central Seoul.
    static func versionSeven(_ stays: [(Int, String, Int, String)]) async throws -> (CatalogFixture, String) {
        let fixture = try await CatalogFixture()
        let path = fixture.folder.appendingPathComponent("v7.sqlite").path
        let pool = try DatabasePool(path: path)
        try SQLiteStayCatalog.migrator.migrate(pool, upTo: "v7")
        try await pool.write { db in
            for (number, id, nightly, currency) in stays {
                try db.execute(
                    sql: """
                        INSERT INTO stays VALUES (?, ?, 'Flat', 'apartment', 'entire_place', 4, 2, 2, 1.5, ?, 0, ?, 1,
                            4.5, 10, 'wifi', 0, 37.566, 126.9784, 'geonames:1835848', 'Host', 'flexible');
                        INSERT INTO stay_cells (cell, number, latitude, longitude, nightly_cents, cleaning_cents,
                            rating, review_count, maximum_guests, minimum_nights, allows_pets, facets, bedrooms, beds,
                            bathrooms)
                        VALUES (?, ?, 37.566, 126.9784, ?, 0, 4.5, 10, 4, 1, 0, -1, 2, 2, 1.5);
                        """,
                    arguments: [
                        number, id, nightly, currency, SpatialGrid.cell(latitude: 37.566, longitude: 126.9784),
                        number, nightly,
                    ])
            }
        }
        try pool.close()
        return (fixture, path)
    }

    @Test func aVersionSevenCatalogueOfDollarsMigratesAndIsSearchedInWon() async throws {
        // given a v7 catalogue (every stay in US dollars, as catalogues were) of two stays at 100 and 200 dollars
        let (fixture, path) = try await Self.versionSeven([
            (1, "stay:0000001", 10_000, "USD"), (2, "stay:0000002", 20_000, "USD"),
        ])
        // when the catalogue opens it with rates
        let catalog = try SQLiteStayCatalog(path: path, rates: .fixture)
        // then v8 is applied, and a search in won converts both and filters and orders them in won
        let applied = try await DatabaseQueue(path: path).read { db in
            try SQLiteStayCatalog.migrator.appliedIdentifiers(db)
        }
        #expect(applied.contains("v8"))
        let won = try #require(Currency(code: "KRW"))
        let query = try StayQuery(
            area: .place(id: "geonames:1835848", center: CatalogFixture.seoul, radiusKilometres: 10),
            dates: .fixture("2030-03-01", "2030-03-02"), guests: .fixture(),
            price: PriceRange(minimum: 150_000, maximum: nil), currency: won, sort: .price, today: CatalogFixture.today)
        let page = try await catalog.search(query)
        #expect(page.results.map(\.stay.id) == ["stay:0000002"])
        #expect(page.results.first?.converted?.nightly == Money(minorUnits: 240_000, currency: "KRW"))
        #expect(page.results.first?.stay.nightlyPrice == Money(minorUnits: 20_000))
        _ = fixture
    }

    @Test func aCatalogueWithAPriceInNoISOCurrencyIsRefusedInOneSentence() async throws {
        let (fixture, path) = try await Self.versionSeven([(1, "stay:0000001", 10_000, "XYZ")])
        #expect(
            throws: StayCatalogError.failed(
                path: path,
                reason: "its stays are priced in \"XYZ\", which ISO 4217 does not list; seed it again with --replace")
        ) {
            try SQLiteStayCatalog(path: path)
        }
        _ = fixture
    }
}
