import Foundation
import StayCatalogCore
import StaysDomain
import StaysTestSupport
import XCTest

@testable import StayCatalogPostgres

/// How a PostgreSQL catalogue made by an older Stays is brought up to date.
final class PostgresMigrationTests: XCTestCase {
    // MARK: - v4 to v6

    func testAVersionFourDatabaseGetsPoliciesFiltersAndKeepsCancelledReservations() async throws {
        // given a database at schema v4 holding stay:0000009, booked on 10–12 March 2030
        let database = try await PostgresScratchDatabase.make()
        try await database.execute(
            "CREATE TABLE stays_migrations (identifier text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())")
        for (identifier, statements) in PostgresMigrator.migrations where identifier < "v5" {
            for statement in statements { try await database.execute(statement) }
            try await database.execute("INSERT INTO stays_migrations (identifier) VALUES ('\(identifier)')")
        }
        let cell = SpatialGrid.cell(latitude: 37.57, longitude: 126.98)
        try await database.execute(
            """
            INSERT INTO stays (number, id, title, property_kind, room_type, maximum_guests, bedrooms, beds, bathrooms,
                nightly_cents, cleaning_cents, currency, minimum_nights, rating, review_count, amenities, allows_pets,
                latitude, longitude, place_id, host_name, cell)
            VALUES (3, 'stay:0000009', 'Flat', 'apartment', 'entire_place', 4, 2, 2, 1.5, 10000, 3000, 'USD', 1, 4.5,
                10, 'wifi', false, 37.57, 126.98, 'test:city:Seoul', 'Host', \(cell))
            """)
        try await database.execute(
            """
            INSERT INTO reservations (stay_id, nights, guest_name, total_cents, currency, created_at)
            VALUES (3, daterange('2030-03-10', '2030-03-12'), 'Kim', 23000, 'USD', 0)
            """)
        // when the catalogue opens it
        let catalog = database.catalog()
        try await catalog.connect()
        // then the stay has the seed's policy for its number, and the booking stands under it
        let stay = try await catalog.stay(withID: "stay:0000009")
        XCTAssertEqual(stay?.cancellationPolicy, .strict)
        let listed = try await catalog.reservations()
        XCTAssertEqual(listed.map(\.status), [.confirmed])
        XCTAssertEqual(listed.map(\.cancellationPolicy), [.strict])
        let taken = try await catalog.search(CatalogFixture.query("2030-03-11", "2030-03-13")).total
        XCTAssertEqual(taken, 0)
        // and cancelling keeps it with the strict policy's half refund and frees its nights for a new booking
        let cancelled = try await catalog.cancel(reservationID: listed[0].id, today: .fixture("2030-02-01"))
        XCTAssertEqual(cancelled.refund, Money(minorUnits: 11_500))
        let free = try await catalog.search(CatalogFixture.query("2030-03-11", "2030-03-13")).total
        XCTAssertEqual(free, 1)
        let again = try await catalog.reserve(
            "stay:0000009", dates: .fixture("2030-03-10", "2030-03-12"), guestName: "Lee", guests: .fixture())
        let found = try await catalog.reservations().map(\.status)
        XCTAssertEqual(found, [.confirmed, .cancelled])
        XCTAssertEqual(again.cancellationPolicy, .strict)
        // and v6 gave the stay its filter columns from its row
        for (filters, total) in [
            (try StayFilters(propertyKinds: [.apartment], minimumBedrooms: 2, minimumBathrooms: 1.5, amenities: [.wifi]), 1),
            (try StayFilters(amenities: [.kitchen]), 0), (try StayFilters(roomTypes: [.privateRoom]), 0),
        ] {
            let query = try StayQuery(
                area: .place(id: "geonames:1835848", center: CatalogFixture.seoul, radiusKilometres: 10),
                dates: .fixture("2030-04-01", "2030-04-03"), guests: .fixture(), filters: filters,
                today: CatalogFixture.today)
            let found = try await catalog.search(query).total
            XCTAssertEqual(found, total, "\(filters)")
        }
    }
}
