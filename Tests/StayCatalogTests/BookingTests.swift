import Foundation
import StayCatalog
import StaysDomain
import StaysTestSupport
import Testing

@Suite struct BookingTests {
    // MARK: - Booking and cancelling

    @Test func bookingTakesTheNightsAndCancellingFreesThem() async throws {
        let stay = Stay.fixture(nightlyCents: 10_000, cleaningCents: 3_000)
        let fixture = try await CatalogFixture(stays: [CatalogFixture.seeded(stay)])
        let dates = StayDates.fixture("2030-03-01", "2030-03-04")
        let booking = try await fixture.catalog.reserve(
            "stay:0000001", dates: dates, guestName: " Kim ", guests: .fixture())
        #expect(booking.guestName == "Kim" && booking.totalPrice == Money(minorUnits: 33_000))
        #expect(try await fixture.catalog.search(CatalogFixture.query("2030-03-03", "2030-03-05")).total == 0)
        #expect(try await fixture.catalog.reservations() == [booking])
        _ = try await fixture.catalog.cancel(reservationID: booking.id, today: .fixture("2030-02-01"))
        #expect(try await fixture.catalog.search(CatalogFixture.query("2030-03-03", "2030-03-05")).total == 1)
        #expect(try await fixture.catalog.reservations().map(\.status) == [.cancelled])
    }

    @Test func backToBackBookingsShareTheChangeoverDay() async throws {
        let fixture = try await CatalogFixture(stays: [CatalogFixture.seeded(.fixture())])
        _ = try await fixture.catalog.reserve(
            "stay:0000001", dates: .fixture("2030-03-01", "2030-03-04"), guestName: "Kim", guests: .fixture())
        let second = try await fixture.catalog.reserve(
            "stay:0000001", dates: .fixture("2030-03-04", "2030-03-06"), guestName: "Lee", guests: .fixture())
        #expect(try await fixture.catalog.reservations().first == second)
        await #expect(throws: StayQueryError.notAvailable("stay:0000001")) {
            try await fixture.catalog.reserve(
                "stay:0000001", dates: .fixture("2030-03-05", "2030-03-07"), guestName: "Park", guests: .fixture())
        }
    }

    @Test func unknownStaysReservationsAndBadNamesAreRefused() async throws {
        let fixture = try await CatalogFixture(stays: [CatalogFixture.seeded(.fixture())])
        let dates = StayDates.fixture("2030-03-01", "2030-03-02")
        await #expect(throws: StayQueryError.unknownStay("stay:9999999")) {
            try await fixture.catalog.reserve("stay:9999999", dates: dates, guestName: "Kim", guests: .fixture())
        }
        for name in ["", "   ", "Kim\u{0}", "Kim\nLee", String(repeating: "x", count: 101)] {
            await #expect(throws: StayQueryError.invalidGuestName) {
                try await fixture.catalog.reserve("stay:0000001", dates: dates, guestName: name, guests: .fixture())
            }
        }
        for id in ["res-1", "res-x", "", "1"] {
            await #expect(throws: StayQueryError.unknownReservation(id)) {
                _ = try await fixture.catalog.cancel(reservationID: id, today: .fixture("2030-02-01"))
            }
        }
        #expect(try await fixture.catalog.stay(withID: "stay:9999999") == nil)
        #expect(try await fixture.catalog.stay(withID: "stay:0000001") == .fixture())
    }

    // MARK: - Concurrency

    @Test func fiftyConcurrentBookingsOfOverlappingNightsLetExactlyOneThrough() async throws {
        let fixture = try await CatalogFixture(stays: [CatalogFixture.seeded(.fixture())])
        let outcomes = await Self.race(50) { attempt in
            try await fixture.catalog.reserve(
                "stay:0000001", dates: .fixture("2030-03-\(10 + attempt % 5)", "2030-03-\(16 + attempt % 3)"),
                guestName: "Guest \(attempt)", guests: .fixture())
        }
        #expect(outcomes.successes == 1)
        #expect(outcomes.notAvailable == 49)
        #expect(try await fixture.catalog.reservations().count == 1)
    }

    @Test func bookingsThroughSeparateConnectionPoolsNeverDoubleBook() async throws {
        // given several catalogues (each its own DatabasePool and file locks) on one file, like separate processes
        let fixture = try await CatalogFixture(stays: [CatalogFixture.seeded(.fixture())])
        let catalogs = try (0..<5).map { _ in try SQLiteStayCatalog(path: fixture.path) }
        // when 40 bookings race for overlapping nights from detached tasks
        let outcomes = await Self.race(40) { attempt in
            try await catalogs[attempt % catalogs.count].reserve(
                "stay:0000001", dates: .fixture("2030-04-\(10 + attempt % 4)", "2030-04-15"),
                guestName: "Guest \(attempt)", guests: .fixture())
        }
        // then one wins, the rest are told the nights are taken, and nothing else was written
        #expect(outcomes.successes == 1 && outcomes.notAvailable == 39)
        #expect(try await fixture.catalog.reservations().count == 1)
    }

    private static func race(
        _ count: Int, _ attempt: @escaping @Sendable (Int) async throws -> Reservation
    ) async -> (successes: Int, notAvailable: Int) {
        await withTaskGroup(of: Result<Reservation, any Error>.self) { group in
            for index in 0..<count {
                group.addTask { await Task.detached { await Result(catching: { try await attempt(index) }) }.value }
            }
            var successes = 0
            var notAvailable = 0
            for await outcome in group {
                switch outcome {
                case .success: successes += 1
                case .failure(StayQueryError.notAvailable): notAvailable += 1
                case .failure: break
                }
            }
            return (successes, notAvailable)
        }
    }
}

extension Result where Failure == any Error {
    /// Runs an async throwing body and keeps its outcome.
    init(catching body: () async throws -> Success) async {
        do { self = .success(try await body()) } catch { self = .failure(error) }
    }
}
