import Foundation
import StayCatalog
import StaysDomain
import StaysTestSupport

/// A catalogue in a fresh temporary folder, removed when the fixture is released.
final class CatalogFixture: Sendable {
    let folder: URL
    let path: String
    let catalog: SQLiteStayCatalog
    static let seoul = Coordinate(latitude: 37.566, longitude: 126.9784)
    static let today = CalendarDay.fixture("2030-01-01")

    init(stays: [SeededStay] = []) async throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("stays-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        path = folder.appendingPathComponent("stays.sqlite").path
        catalog = try SQLiteStayCatalog(path: path, rates: .fixture)
        try await catalog.seed(stays: stays) { _, _ in }
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    static func seeded(_ stay: Stay, blocked: [StayDates] = [], booked: [StayDates] = []) -> SeededStay {
        SeededStay(
            stay: stay, blockedNights: blocked,
            reservations: booked.map { SeededBooking(dates: $0, guestName: "Seeded", createdAt: 0) })
    }

    static func query(
        _ checkIn: String, _ checkOut: String, guests: GuestCounts = .fixture(), price: PriceRange? = nil,
        sort: StaySort = .recommended, pageSize: Int = 20, cursor: String? = nil, radius: Double = 10
    ) throws -> StayQuery {
        try StayQuery(
            area: .place(id: "geonames:1835848", center: seoul, radiusKilometres: radius),
            dates: .fixture(checkIn, checkOut), guests: guests, price: price, sort: sort, pageSize: pageSize,
            cursor: cursor, today: today)
    }
}
