import Foundation
import StaysDomain
import StaysTestSupport
import XCTest

extension CatalogContract {
    // MARK: - A stay's calendar

    /// A stay's taken nights are its blocked and booked nights inside the window asked for, in order; a cancelled
    /// booking's nights are free again; another stay's nights are not listed; an unknown stay is refused.
    func takenNights() async throws {
        let catalog = try await open([
            CatalogFixture.seeded(
                .fixture(id: "stay:0000001"), blocked: [.fixture("2030-05-30", "2030-06-02")],
                booked: [.fixture("2030-06-05", "2030-06-07")]),
            CatalogFixture.seeded(.fixture(id: "stay:0000002"), blocked: [.fixture("2030-06-03", "2030-06-04")]),
        ])
        let booked = try await catalog.reserve(
            "stay:0000001", dates: .fixture("2030-06-09", "2030-06-10"), guestName: "Kim", guests: .fixture())
        let window = (from: CalendarDay.fixture("2030-06-01"), to: CalendarDay.fixture("2030-06-10"))
        let taken = try await catalog.takenNights(of: "stay:0000001", from: window.from, to: window.to)
        XCTAssertEqual(taken.map(\.iso8601), ["2030-06-01", "2030-06-05", "2030-06-06", "2030-06-09"])
        let shorter = try await catalog.takenNights(of: "stay:0000001", from: window.from, to: .fixture("2030-06-09"))
        XCTAssertEqual(shorter.last?.iso8601, "2030-06-06", "the window's end is not one of its nights")
        _ = try await catalog.cancel(reservationID: booked.id, today: .fixture("2030-01-01"))
        let afterCancel = try await catalog.takenNights(of: "stay:0000001", from: window.from, to: window.to)
        XCTAssertEqual(afterCancel.map(\.iso8601), ["2030-06-01", "2030-06-05", "2030-06-06"])
        let empty = try await catalog.takenNights(of: "stay:0000002", from: .fixture("2030-07-01"), to: .fixture("2030-08-01"))
        XCTAssertEqual(empty, [])
        await assertThrows(StayQueryError.unknownStay("stay:0009999")) {
            try await catalog.takenNights(of: "stay:0009999", from: window.from, to: window.to)
        }
    }
}
