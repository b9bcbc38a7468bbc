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
        // then v2 to v7 are applied (the stay gets the seed's policy for its number, and its filter columns from its
        // row), the nights stay taken, the others free, and cancelling frees the booking with the strict policy's
        // half refund
        let applied = try await DatabaseQueue(path: path).read { db in
            try SQLiteStayCatalog.migrator.appliedIdentifiers(db)
        }
        #expect(applied == ["v1", "v2", "v3", "v4", "v5", "v6", "v7"])
        for (filters, total) in [
            (try StayFilters(propertyKinds: [.apartment], minimumBedrooms: 2, minimumBathrooms: 1.5, amenities: [.wifi]), 1),
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
