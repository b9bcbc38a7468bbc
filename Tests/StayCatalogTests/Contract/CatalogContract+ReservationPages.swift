import Foundation
import StaysDomain
import StaysTestSupport
import XCTest

extension CatalogContract {
    // MARK: - Pages of a guest's reservations

    /// A guest's reservations come a page at a time in their whole list's order (newest first), each once; the last
    /// page has no cursor, a cursor past the last reservation gives an empty last page, another guest's
    /// reservations never appear (even after their cursor) and a cursor no catalogue made is refused.
    func guestReservationPages() async throws {
        let catalog = try await open([CatalogFixture.seeded(.fixture())])
        let now = Date(timeIntervalSince1970: 1_900_000_000)
        let ada = try await catalog.createAccount(
            email: "ada@example.com", name: "Ada", passwordHash: "h", createdAt: now)
        let bob = try await catalog.createAccount(
            email: "bob@example.com", name: "Bob", passwordHash: "h", createdAt: now)
        var booked: [AccountID: Set<String>] = [:]
        for week in 0..<10 {
            let guest = week % 3 == 2 ? bob : ada
            let start = CalendarDay.fixture("2030-03-01").adding(days: 7 * week)
            let booking = Booking(
                stayID: "stay:0000001", dates: try StayDates(checkIn: start, checkOut: start.adding(days: 2)),
                guests: .fixture())
            booked[guest.id, default: []].insert(try await catalog.reserve(booking, for: guest, idempotencyKey: nil).id)
        }
        let adas = try await catalog.reservations(of: ada.id)
        XCTAssertEqual(Set(adas.map(\.id)), booked[ada.id])
        for (limit, sizes) in [(1, [1, 1, 1, 1, 1, 1, 1]), (3, [3, 3, 1]), (7, [7]), (20, [7])] {
            let pages = try await Self.pages(of: ada.id, limit: limit, in: catalog)
            XCTAssertEqual(pages.map(\.reservations.count), sizes, "limit \(limit)")
            XCTAssertEqual(pages.flatMap(\.reservations), adas, "limit \(limit)")
            XCTAssertNil(pages.last?.nextCursor)
        }
        let bobs = try await Self.pages(of: bob.id, limit: 2, in: catalog).flatMap(\.reservations)
        XCTAssertEqual(Set(bobs.map(\.id)), booked[bob.id])
        // Ada's newest reservation was booked after all of Bob's
        let adasFirst = try await catalog.reservations(of: ada.id, limit: 1, after: nil)
        let afterAdasCursor = try await catalog.reservations(of: bob.id, limit: 10, after: adasFirst.nextCursor)
        XCTAssertEqual(afterAdasCursor.reservations, bobs)
        let sixOfSeven = try await catalog.reservations(of: ada.id, limit: 6, after: nil)
        let oldest = try XCTUnwrap(adas.last)
        _ = try await catalog.cancel(reservationID: oldest.id, of: ada.id, today: .fixture("2030-02-01"))
        let pastTheEnd = try await catalog.reservations(of: ada.id, limit: 6, after: sixOfSeven.nextCursor)
        XCTAssertEqual(pastTheEnd.reservations.map(\.id), [oldest.id])
        XCTAssertEqual(pastTheEnd.reservations.map(\.status), [.cancelled])
        XCTAssertNil(pastTheEnd.nextCursor)
        for cursor in ["", adas[0].id, "cjF8eHx5", Data("r1|7ff0000000000000|1".utf8).base64EncodedString()] {
            await assertThrows(StayQueryError.malformedCursor) {
                try await catalog.reservations(of: ada.id, limit: 2, after: cursor)
            }
        }
    }

    /// Every page of the guest's reservations, following cursors (at most 20 pages).
    private static func pages(of guest: AccountID, limit: Int, in catalog: any ContractCatalog) async throws
        -> [ReservationPage]
    {
        var pages: [ReservationPage] = []
        var cursor: String?
        repeat {
            let page = try await catalog.reservations(of: guest, limit: limit, after: cursor)
            pages.append(page)
            cursor = page.nextCursor
        } while cursor != nil && pages.count < 20
        return pages
    }
}
