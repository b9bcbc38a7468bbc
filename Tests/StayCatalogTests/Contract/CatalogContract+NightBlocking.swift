import Foundation
import StaysDomain
import StaysTestSupport
import XCTest

extension CatalogContract {
    // MARK: - Blocking nights

    /// Blocked free nights hide the stay from searches over them (and only them) and are exported as blocked.
    func blockingFreeNights() async throws {
        let catalog = try await open([CatalogFixture.seeded(.fixture(id: "stay:0000001"))])
        let outcome = try await catalog.blockNights(
            of: "stay:0000001", spans: [.fixture("2030-03-05", "2030-03-07"), .fixture("2030-03-07", "2030-03-08")])
        XCTAssertEqual(
            outcome,
            NightBlockingOutcome(
                newlyBlocked: [.fixture("2030-03-05", "2030-03-08")], alreadyBlocked: [], collidingWithBookings: []))
        let hidden = try await catalog.search(CatalogFixture.query("2030-03-07", "2030-03-09")).total
        XCTAssertEqual(hidden, 0)
        let free = try await catalog.search(CatalogFixture.query("2030-03-08", "2030-03-10")).total
        XCTAssertEqual(free, 1)
        await assertThrows(StayQueryError.notAvailable("stay:0000001")) {
            try await catalog.reserve(
                "stay:0000001", dates: .fixture("2030-03-04", "2030-03-06"), guestName: "Kim", guests: .fixture())
        }
        let exported = try await catalog.unavailableNights(
            of: "stay:0000001", from: .fixture("2030-03-06"), to: .fixture("2030-04-01"))
        XCTAssertEqual(exported, UnavailableNights(booked: [], blocked: [.fixture("2030-03-06", "2030-03-08")]))
    }

    /// Nights a booking holds are reported, never blocked, and the booking stands; the nights around it are blocked.
    func blockingBookedNights() async throws {
        let catalog = try await open([CatalogFixture.seeded(.fixture(id: "stay:0000001"))])
        let booking = try await catalog.reserve(
            "stay:0000001", dates: .fixture("2030-03-10", "2030-03-12"), guestName: "Kim", guests: .fixture())
        let outcome = try await catalog.blockNights(of: "stay:0000001", spans: [.fixture("2030-03-09", "2030-03-13")])
        XCTAssertEqual(outcome.collidingWithBookings, [.fixture("2030-03-10", "2030-03-12")])
        XCTAssertEqual(
            outcome.newlyBlocked, [.fixture("2030-03-09", "2030-03-10"), .fixture("2030-03-12", "2030-03-13")])
        let standing = try await catalog.reservations().filter { $0.status == .confirmed }.map(\.id)
        XCTAssertEqual(standing, [booking.id])
        let exported = try await catalog.unavailableNights(
            of: "stay:0000001", from: .fixture("2030-03-01"), to: .fixture("2030-04-01"))
        XCTAssertEqual(exported.booked, [.fixture("2030-03-10", "2030-03-12")])
        XCTAssertEqual(exported.blocked, outcome.newlyBlocked)
        let taken = try await catalog.takenNights(
            of: "stay:0000001", from: .fixture("2030-03-01"), to: .fixture("2030-04-01"))
        XCTAssertEqual(taken.map(\.iso8601), ["2030-03-09", "2030-03-10", "2030-03-11", "2030-03-12"])
    }

    /// Blocking the same nights again changes nothing and says they were blocked; an unknown stay is refused.
    func blockingTwiceAndUnknownStays() async throws {
        let catalog = try await open([
            CatalogFixture.seeded(.fixture(id: "stay:0000001"), blocked: [.fixture("2030-03-01", "2030-03-03")])
        ])
        let spans: [StayDates] = [.fixture("2030-03-02", "2030-03-05")]
        let first = try await catalog.blockNights(of: "stay:0000001", spans: spans)
        XCTAssertEqual(first.newlyBlocked, [.fixture("2030-03-03", "2030-03-05")])
        XCTAssertEqual(first.alreadyBlocked, [.fixture("2030-03-02", "2030-03-03")])
        let again = try await catalog.blockNights(of: "stay:0000001", spans: spans)
        XCTAssertEqual(
            again,
            NightBlockingOutcome(newlyBlocked: [], alreadyBlocked: spans, collidingWithBookings: []))
        let none = try await catalog.blockNights(of: "stay:0000001", spans: [])
        XCTAssertEqual(none, NightBlockingOutcome(newlyBlocked: [], alreadyBlocked: [], collidingWithBookings: []))
        await assertThrows(StayQueryError.unknownStay("stay:0009999")) {
            try await catalog.blockNights(of: "stay:0009999", spans: spans)
        }
        await assertThrows(StayQueryError.unknownStay("stay:0009999")) {
            try await catalog.unavailableNights(
                of: "stay:0009999", from: .fixture("2030-03-01"), to: .fixture("2030-04-01"))
        }
    }

    /// A booking and a block of the same nights at the same time: exactly one holds them, and the other says so.
    func concurrentBookingAndBlocking() async throws {
        let catalog = try await open([CatalogFixture.seeded(.fixture(id: "stay:0000001"))])
        let dates = StayDates.fixture("2030-04-01", "2030-04-04")
        async let booking: Reservation? = try? await catalog.reserve(
            "stay:0000001", dates: dates, guestName: "Kim", guests: .fixture())
        async let blocking = catalog.blockNights(of: "stay:0000001", spans: [dates])
        let (booked, outcome) = try await (booking, blocking)
        if booked != nil {
            XCTAssertEqual(outcome.collidingWithBookings, [dates])
            XCTAssertEqual(outcome.newlyBlocked, [])
        } else {
            XCTAssertEqual(outcome.newlyBlocked, [dates])
        }
        let exported = try await catalog.unavailableNights(
            of: "stay:0000001", from: .fixture("2030-04-01"), to: .fixture("2030-05-01"))
        XCTAssertEqual(exported.booked.nightCount + exported.blocked.nightCount, 3, "each night is held once")
    }
}
