import Foundation
import PostgresNIO
import StayCatalogPostgres
import StaysDomain
import StaysTestSupport
import XCTest

/// What the PostgreSQL schema itself guarantees, and how the catalogue migrates it.
final class PostgresSchemaTests: XCTestCase {
    // MARK: - The rule in the schema

    func testTheExclusionConstraintRefusesAnOverlappingInsertMadeDirectlyInSQL() async throws {
        // given a catalogue with one stay booked 1–4 March
        let database = try await PostgresScratchDatabase.make()
        let catalog = database.catalog()
        try await catalog.seed(stays: [
            CatalogFixture.seeded(.fixture(), booked: [.fixture("2030-03-01", "2030-03-04")])
        ]) { _, _ in }
        let insert = { (from: String, to: String) in
            """
            INSERT INTO reservations (stay_id, nights, guest_name, total_cents, currency, created_at)
            VALUES (1, daterange('\(from)', '\(to)'), 'Raw SQL', 1, 'USD', 0)
            """
        }
        // when a plain SQL insert overlaps it, bypassing the application
        do {
            try await database.execute(insert("2030-03-03", "2030-03-05"))
            XCTFail("an overlapping insert went through")
        } catch let error as PSQLError {
            // then PostgreSQL refuses it with an exclusion violation
            XCTAssertEqual(error.serverInfo?[.sqlState], "23P01")
        }
        // and a back-to-back insert is accepted
        try await database.execute(insert("2030-03-04", "2030-03-06"))
        await assertThrows(StayQueryError.notAvailable("stay:0000001")) {
            try await catalog.reserve(
                "stay:0000001", dates: .fixture("2030-03-05", "2030-03-07"), guestName: "Kim", guests: .fixture())
        }
    }

    func testBlockedNightsCannotOverlapEither() async throws {
        let database = try await PostgresScratchDatabase.make()
        try await database.catalog().seed(stays: [
            CatalogFixture.seeded(.fixture(), blocked: [.fixture("2030-03-01", "2030-03-04")])
        ]) { _, _ in }
        do {
            try await database.execute("INSERT INTO blocked_nights VALUES (1, daterange('2030-03-02', '2030-03-03'))")
            XCTFail("an overlapping block went through")
        } catch let error as PSQLError {
            XCTAssertEqual(error.serverInfo?[.sqlState], "23P01")
        }
    }

    // MARK: - Migrations

    func testOpeningAnEmptyDatabaseCreatesTheSchemaOnceAndReopeningKeepsTheData() async throws {
        let database = try await PostgresScratchDatabase.make()
        let first = database.catalog()
        try await first.connect()
        let found1 = try await first.stayCount()
        XCTAssertEqual(found1, 0)
        try await first.seed(stays: [CatalogFixture.seeded(.fixture())]) { _, _ in }
        first.close()
        let again = database.catalog()
        try await again.connect()
        let found2 = try await again.stayCount()
        XCTAssertEqual(found2, 1)
        let found3 = try await again.stay(withID: "stay:0000001")
        XCTAssertEqual(found3, .fixture())
    }

    func testADatabaseWithAnUnknownMigrationIsRefused() async throws {
        let database = try await PostgresScratchDatabase.make()
        try await database.catalog().connect()
        try await database.execute("INSERT INTO stays_migrations (identifier) VALUES ('v99-from-the-future')")
        do {
            try await database.catalog().connect()
            XCTFail("a newer schema was opened")
        } catch let error as PostgresCatalogError {
            XCTAssertEqual(
                error, .newerDatabase(url: database.url.description, unknownMigrations: ["v99-from-the-future"]))
            XCTAssertTrue(error.description.contains("newer version of Stays"))
        }
    }

    // MARK: - Same answers as SQLite

    func testPagesAndCursorsAreTheSameAsSQLites() async throws {
        let stays = CatalogContract.pagedStays(count: 40)
        let sqlite = try await CatalogFixture(stays: stays)
        let postgres = try await PostgresScratchDatabase.make().catalog()
        try await postgres.seed(stays: stays) { _, _ in }
        for sort in StaySort.allCases {
            var cursor: String?
            repeat {
                let query = try CatalogFixture.query(
                    "2030-03-01", "2030-03-03", sort: sort, pageSize: 9, cursor: cursor)
                let (mine, theirs) = (try await postgres.search(query), try await sqlite.catalog.search(query))
                XCTAssertEqual(mine, theirs, "\(sort)")
                cursor = theirs.nextCursor
            } while cursor != nil
        }
    }
}

/// The photo images PostgreSQL keeps for every instance.
final class PostgresPhotoStoreTests: XCTestCase {
    func testBothImagesAreKeptOnceAndDeletedTogether() async throws {
        let database = try await PostgresScratchDatabase.make()
        let catalog = database.catalog()
        try await catalog.connect()
        let id = PhotoID(String(repeating: "ab", count: 16))!
        let store = PostgresPhotoStore(catalog: catalog, identify: { _ in id })
        let stored = try await store.store(.fixture(seed: 7))
        let again = try await store.store(.fixture(seed: 7))
        XCTAssertEqual(stored, id)
        XCTAssertEqual(again, id)
        let card = try await store.load(id, size: .card)
        XCTAssertEqual(card, ProcessedPhoto.fixture(seed: 7).card.bytes)
        let page = try await store.load(id, size: .page)
        XCTAssertEqual(page, ProcessedPhoto.fixture(seed: 7).page.bytes)
        try await store.delete(id)
        let gone = try await store.load(id, size: .card)
        XCTAssertNil(gone)
    }
}
