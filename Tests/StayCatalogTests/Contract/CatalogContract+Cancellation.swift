import Foundation
import StaysDomain
import StaysTestSupport
import XCTest

extension CatalogContract {
    // MARK: - Cancellation

    /// A stay keeps its policy; a guest's cancellation is refunded by that policy on the day given, kept in the
    /// guest's list as cancelled, frees the nights for the next guest, and cannot be cancelled twice.
    func cancellationRefunds() async throws {
        let catalog = try await open([
            CatalogFixture.seeded(
                .fixture(id: "stay:0000001", nightlyCents: 10_000, cleaningCents: 1_001, cancellationPolicy: .strict)),
            CatalogFixture.seeded(.fixture(id: "stay:0000002", cancellationPolicy: .moderate)),
        ])
        let found = try await catalog.stay(withID: "stay:0000001")
        XCTAssertEqual(found?.cancellationPolicy, .strict)
        let kim = try await catalog.createAccount(
            email: "kim@example.com", name: "Kim", passwordHash: "h", createdAt: Date(timeIntervalSince1970: 0))
        let dates = StayDates.fixture("2030-06-10", "2030-06-12")
        let booked = try await catalog.reserve(
            Booking(stayID: "stay:0000001", dates: dates, guests: .fixture()), for: kim, idempotencyKey: nil)
        XCTAssertEqual(booked.cancellationPolicy, .strict)
        XCTAssertEqual(booked.status, .confirmed)
        XCTAssertNil(booked.refund)
        let cancelled = try await catalog.cancel(reservationID: booked.id, of: kim.id, today: .fixture("2030-06-01"))
        XCTAssertEqual(cancelled.status, .cancelled)
        XCTAssertEqual(cancelled.refund, Money(minorUnits: 10_500))
        let listed = try await catalog.reservations(of: kim.id)
        XCTAssertEqual(listed, [cancelled])
        await assertThrows(StayQueryError.unknownReservation(booked.id)) {
            try await catalog.cancel(reservationID: booked.id, of: kim.id, today: .fixture("2030-06-01"))
        }
        let again = try await catalog.reserve(
            Booking(stayID: "stay:0000001", dates: dates, guests: .fixture()), for: kim, idempotencyKey: nil)
        XCTAssertEqual(again.status, .confirmed)
        let late = try await catalog.reserve(
            "stay:0000002", dates: .fixture("2030-06-10", "2030-06-11"), guestName: "Lee", guests: .fixture())
        let lateCancel = try await catalog.cancel(reservationID: late.id, today: .fixture("2030-06-10"))
        XCTAssertEqual(lateCancel.refund, Money(minorUnits: 0))
    }
}
