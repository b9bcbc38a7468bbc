import Foundation
import StaysDomain
import XCTest

extension CatalogContract {
    // MARK: - Idempotency after cancelling

    /// A key whose booking was cancelled answers `reservationCancelled`, even after someone else booked the nights,
    /// and never books again; a new key books as usual.
    func idempotencyKeyOfACancelledBooking() async throws {
        let catalog = try await open([CatalogFixture.seeded(.fixture())])
        let now = Date(timeIntervalSince1970: 1_900_000_000)
        let kim = try await catalog.createAccount(
            email: "kim@example.com", name: "Kim", passwordHash: "h", createdAt: now)
        let lee = try await catalog.createAccount(
            email: "lee@example.com", name: "Lee", passwordHash: "h", createdAt: now)
        let booking = Booking(stayID: "stay:0000001", dates: .fixture("2030-06-01", "2030-06-03"), guests: .fixture())
        let first = try await catalog.reserve(booking, for: kim, idempotencyKey: "k1")
        _ = try await catalog.cancel(reservationID: first.id, of: kim.id, today: .fixture("2030-02-01"))
        await assertThrows(StayQueryError.reservationCancelled(first.id)) {
            try await catalog.reserve(booking, for: kim, idempotencyKey: "k1")
        }
        _ = try await catalog.reserve(booking, for: lee, idempotencyKey: "k1")
        await assertThrows(StayQueryError.reservationCancelled(first.id)) {
            try await catalog.reserve(booking, for: kim, idempotencyKey: "k1")
        }
        let kims = try await catalog.reservations(of: kim.id)
        XCTAssertEqual(kims.map(\.id), [first.id])
        XCTAssertEqual(kims.map(\.status), [.cancelled])
        let later = Booking(stayID: "stay:0000001", dates: .fixture("2030-07-01", "2030-07-03"), guests: .fixture())
        let again = try await catalog.reserve(later, for: kim, idempotencyKey: "k2")
        XCTAssertEqual(again.dates, later.dates)
    }
}
