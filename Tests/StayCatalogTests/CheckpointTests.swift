import Foundation
import StayCatalog
import StaysDomain
import StaysTestSupport
import Testing

@Suite struct CheckpointTests {
    // MARK: - Background checkpoints

    @Test @MainActor func bookingsGetCopiedIntoTheDatabaseFileWithoutAWriterCheckpointing() async throws {
        // given a seeded catalogue whose writes still sit in the write-ahead log (far below the backstop limit)
        let fixture = try await CatalogFixture(stays: [CatalogFixture.seeded(.fixture())])
        let catalog = try SQLiteStayCatalog(path: fixture.path)
        let before = try Self.fileSize(fixture.path)
        // when booking 32 separate nights
        for day in 1...32 {
            let checkIn = CalendarDay.fixture("2030-03-01").adding(days: day * 2)
            _ = try await catalog.reserve(
                "stay:0000001", dates: try StayDates(checkIn: checkIn, checkOut: checkIn.adding(days: 1)),
                guestName: "Guest \(day)", guests: .fixture())
        }
        // then a checkpoint in the background grows the database file itself
        #expect(await eventually { ((try? Self.fileSize(fixture.path)) ?? 0) > before })
        #expect(try await catalog.reservations().count == 32)
    }

    private static func fileSize(_ path: String) throws -> Int {
        try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0
    }
}
