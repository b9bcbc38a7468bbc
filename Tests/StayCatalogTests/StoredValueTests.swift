import Foundation
import GRDB
import StaysDomain
import StaysTestSupport
import Testing

@testable import StayCatalog

@Suite struct StoredValueTests {
    // MARK: - Wrong types

    @Test func aWrongTypedStoredValueIsAClearErrorNotACrash() async throws {
        // given a booking whose total is text, and a stay whose guest limit is text
        let fixture = try await CatalogFixture(stays: [CatalogFixture.seeded(.fixture())])
        _ = try await fixture.catalog.reserve(
            "stay:0000001", dates: .fixture("2030-03-01", "2030-03-03"), guestName: "Kim", guests: .fixture())
        try await fixture.catalog.pool.write { db in
            try db.execute(sql: "UPDATE reservations SET total_cents = 'lots'")
            try db.execute(sql: "UPDATE stays SET maximum_guests = 'many'")
        }
        // when reading them, then each is refused as a wrong stored value
        let wrongType = StayCatalogError.failed(path: fixture.path, reason: "a stored value has the wrong type")
        await #expect(throws: wrongType) { try await fixture.catalog.reservations() }
        await #expect(throws: wrongType) { try await fixture.catalog.stay(withID: "stay:0000001") }
    }

    @Test func aBlobWhereTextBelongsIsReadWithoutACrash() async throws {
        let fixture = try await CatalogFixture(stays: [CatalogFixture.seeded(.fixture())])
        _ = try await fixture.catalog.reserve(
            "stay:0000001", dates: .fixture("2030-03-01", "2030-03-03"), guestName: "Kim", guests: .fixture())
        try await fixture.catalog.pool.write { db in
            try db.execute(sql: "UPDATE reservations SET guest_name = x'FF00FE'")
            try db.execute(sql: "UPDATE stays SET host_name = x'4D696E61'")
        }
        await #expect(throws: StayCatalogError.self) { try await fixture.catalog.reservations() }
        #expect(try await fixture.catalog.stay(withID: "stay:0000001")?.hostName == "Mina")
    }

    // MARK: - Truncated file

    @Test func aFileTruncatedInTheMiddleOfAReadIsAnErrorNotSIGBUS() async throws {
        // given a checkpointed catalogue of 400 stays opened for reading, nothing memory-mapped
        let fixture = try await CatalogFixture(
            stays: (1...400).map { CatalogFixture.seeded(.fixture(id: StayID("stay:\($0)"), title: "Stay \($0)")) })
        try fixture.catalog.close()
        let catalog = try SQLiteStayCatalog(path: fixture.path, access: .reading)
        #expect(try await catalog.pool.read { db in try Int.fetchOne(db, sql: "PRAGMA mmap_size") } == 0)
        // when the file is cut to two pages while a read walks the stays
        let path = fixture.path
        await #expect(throws: (any Error).self) {
            try await catalog.pool.read { db in
                let rows = try Row.fetchCursor(db, sql: "SELECT * FROM stays")
                _ = try rows.next()
                #expect(truncate(path, 8192) == 0)
                while try rows.next() != nil {}
            }
        }
        // then the process is still here, and opening the damaged file again is a clear error
        await #expect(throws: StayCatalogError.self) {
            try await SQLiteStayCatalog(path: path, access: .reading).stayCount()
        }
    }

    // MARK: - Error words

    @Test func everySQLiteErrorReadsAsAPlainSentenceNamingTheFile() throws {
        let path = "/data/stays.sqlite"
        let mapping = CatalogErrorMapping(path: path)
        var errors: [any Error] = (0...28).map {
            DatabaseError(
                resultCode: ResultCode(rawValue: $0), message: "no such table: stays",
                sql: "INSERT INTO stays (number, id) VALUES (?, ?)")
        }
        errors.append(
            try DatabaseQueue().read { db -> any Error in
                do {
                    _ = try Row.fetchOne(db, sql: "SELECT NULL")?.decode(String.self, atIndex: 0)
                    return TestDoubleError.forcedFailure
                } catch {
                    return error
                }
            })
        errors.append(DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "Reservation.guests")))
        for error in errors {
            let mapped = mapping.map(error)
            let text = String(describing: mapped)
            #expect(mapped is StayCatalogError, "\(error)")
            #expect(text.contains(path))
            for leak in ["INSERT", "SELECT", "no such table", "GRDB", "DatabaseError", "Reservation"] {
                #expect(!text.contains(leak), "\(text)")
            }
        }
    }
}
