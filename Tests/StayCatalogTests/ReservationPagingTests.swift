import Foundation
import StayCatalog
import StaysDomain
import StaysTestSupport
import Testing

@Suite struct ReservationPagingTests {
    @Test func pagesOfTwoWalkEveryReservationNewestFirstOnce() async throws {
        // given five bookings of one stay
        let fixture = try await CatalogFixture(stays: [CatalogFixture.seeded(.fixture())])
        for week in 0..<5 {
            let start = CalendarDay.fixture("2030-03-01").adding(days: 7 * week)
            _ = try await fixture.catalog.reserve(
                "stay:0000001", dates: try StayDates(checkIn: start, checkOut: start.adding(days: 2)),
                guestName: "Guest \(week)", guests: .fixture())
        }
        // when listing two at a time
        var pages: [ReservationPage] = []
        var cursor: String?
        repeat {
            let page = try await fixture.catalog.reservations(limit: 2, after: cursor)
            pages.append(page)
            cursor = page.nextCursor
        } while cursor != nil && pages.count < 10
        // then three pages hold the whole list in its order
        #expect(pages.map(\.reservations.count) == [2, 2, 1])
        #expect(pages.flatMap(\.reservations) == (try await fixture.catalog.reservations()))
    }

    @Test func aGuestsPagesHoldOnlyTheirOwnReservationsNewestFirst() async throws {
        // given two guests whose bookings alternate
        let fixture = try await CatalogFixture(stays: [CatalogFixture.seeded(.fixture())])
        let ada = try await fixture.catalog.createAccount(
            email: "ada@x.test", name: "Ada", passwordHash: "h", createdAt: Date())
        let bob = try await fixture.catalog.createAccount(
            email: "bob@x.test", name: "Bob", passwordHash: "h", createdAt: Date())
        for week in 0..<6 {
            let start = CalendarDay.fixture("2030-03-01").adding(days: 7 * week)
            let booking = Booking(
                stayID: "stay:0000001", dates: try StayDates(checkIn: start, checkOut: start.adding(days: 2)),
                guests: .fixture())
            _ = try await fixture.catalog.reserve(booking, for: week.isMultiple(of: 2) ? ada : bob, idempotencyKey: nil)
        }
        // when Ada's are listed two at a time
        let first = try await fixture.catalog.reservations(of: ada.id, limit: 2, after: nil)
        let second = try await fixture.catalog.reservations(of: ada.id, limit: 2, after: first.nextCursor)
        // then the two pages hold her three bookings in her whole list's order, and nothing follows
        #expect(first.reservations.count == 2 && second.reservations.count == 1)
        #expect(second.nextCursor == nil)
        #expect(first.reservations + second.reservations == (try await fixture.catalog.reservations(of: ada.id)))
        #expect((first.reservations + second.reservations).allSatisfy { $0.guestName == "Ada" })
        await #expect(throws: StayQueryError.malformedCursor) {
            try await fixture.catalog.reservations(of: bob.id, limit: 2, after: "res-1")
        }
    }

    @Test func aCursorItDidNotMakeIsMalformed() async throws {
        let fixture = try await CatalogFixture()
        for cursor in ["res-1", "", "cjF8eHx5", Data("r1|7ff0000000000000|1".utf8).base64EncodedString()] {
            await #expect(throws: StayQueryError.malformedCursor) {
                try await fixture.catalog.reservations(limit: 2, after: cursor)
            }
        }
    }
}
