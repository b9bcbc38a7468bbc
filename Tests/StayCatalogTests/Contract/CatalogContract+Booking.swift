import Foundation
import StaysDomain
import StaysTestSupport
import XCTest

extension CatalogContract {
    // MARK: - Cursors

    /// 25 stays with only 5 distinct prices, so ties must be broken by row number.
    static func pagedStays(from first: Int = 1, count: Int = 25) -> [SeededStay] {
        (first..<(first + count)).map { number in
            CatalogFixture.seeded(
                .fixture(id: StayID(String(format: "stay:%07d", number)), nightlyCents: 5_000 + (number % 5) * 1_000))
        }
    }

    /// Walking every page gives each stay once, in the order of one big page, for every sort; bad and foreign
    /// cursors are refused.
    func cursors() async throws {
        let catalog = try await open(Self.pagedStays())
        for sort in StaySort.allCases {
            let whole = try await catalog.search(
                CatalogFixture.query("2030-03-01", "2030-03-02", sort: sort, pageSize: 100))
            var walked: [StayID] = []
            var cursor: String?
            repeat {
                let page = try await catalog.search(
                    CatalogFixture.query("2030-03-01", "2030-03-02", sort: sort, pageSize: 7, cursor: cursor))
                XCTAssertEqual(page.total, 25)
                walked += page.results.map(\.stay.id)
                cursor = page.nextCursor
            } while cursor != nil
            XCTAssertEqual(walked, whole.results.map(\.stay.id), "\(sort)")
        }
        let first = try await catalog.search(
            CatalogFixture.query("2030-03-01", "2030-03-02", sort: .price, pageSize: 5))
        let foreign = try XCTUnwrap(first.nextCursor)
        for cursor in ["", "not base64!", Data("v2|0|0|1".utf8).base64EncodedString(), foreign] {
            await assertThrows(StayQueryError.malformedCursor) {
                try await catalog.search(
                    CatalogFixture.query("2030-03-01", "2030-03-02", sort: .rating, cursor: cursor))
            }
        }
    }

    // MARK: - Reservations

    /// Booking takes the nights, back-to-back bookings share the changeover day, an overlap is not available,
    /// cancelling frees the nights and keeps the reservation, cancelled; unknown stays, names and reservations (and
    /// cancelling twice) are refused.
    func reservations() async throws {
        let catalog = try await open([CatalogFixture.seeded(.fixture(nightlyCents: 10_000, cleaningCents: 3_000))])
        let first = try await catalog.reserve(
            "stay:0000001", dates: .fixture("2030-03-01", "2030-03-04"), guestName: "Kim", guests: .fixture())
        XCTAssertEqual(first.totalPrice, Money(minorUnits: 33_000))
        let second = try await catalog.reserve(
            "stay:0000001", dates: .fixture("2030-03-04", "2030-03-06"), guestName: "Lee", guests: .fixture())
        await assertThrows(StayQueryError.notAvailable("stay:0000001")) {
            try await catalog.reserve(
                "stay:0000001", dates: .fixture("2030-03-05", "2030-03-07"), guestName: "Park", guests: .fixture())
        }
        let found1 = try await catalog.reservations()
        XCTAssertEqual(found1, [second, first])
        let found2 = try await catalog.search(CatalogFixture.query("2030-03-03", "2030-03-05")).total
        XCTAssertEqual(found2, 0)
        let cancelled = try await catalog.cancel(reservationID: first.id, today: .fixture("2030-02-01"))
        let found3 = try await catalog.search(CatalogFixture.query("2030-03-01", "2030-03-04")).total
        XCTAssertEqual(found3, 1)
        let found4 = try await catalog.reservations()
        XCTAssertEqual(found4, [second, cancelled])
        await assertThrows(StayQueryError.unknownStay("stay:9999999")) {
            try await catalog.reserve(
                "stay:9999999", dates: .fixture("2030-03-01", "2030-03-02"), guestName: "Kim", guests: .fixture())
        }
        await assertThrows(StayQueryError.invalidGuestName) {
            try await catalog.reserve(
                "stay:0000001", dates: .fixture("2030-04-01", "2030-04-02"), guestName: "Kim\nLee", guests: .fixture())
        }
        for id in [first.id, "res-x", "", "1"] {
            await assertThrows(StayQueryError.unknownReservation(id)) {
                try await catalog.cancel(reservationID: id, today: .fixture("2030-02-01"))
            }
        }
        let found5 = try await catalog.stay(withID: "stay:0000001")
        XCTAssertEqual(found5, .fixture(nightlyCents: 10_000, cleaningCents: 3_000))
        let found6 = try await catalog.stay(withID: "stay:9999999")
        XCTAssertNil(found6)
        let found7 = try await catalog.stayCount()
        XCTAssertEqual(found7, 1)
    }

    /// Twenty concurrent bookings of overlapping nights: exactly one gets through.
    func concurrentOverlappingBookings() async throws {
        let catalog = try await open([CatalogFixture.seeded(.fixture())])
        let booked = try await withThrowingTaskGroup(of: Int.self) { group in
            for offset in 0..<20 {
                group.addTask {
                    do {
                        _ = try await catalog.reserve(
                            "stay:0000001", dates: .fixture("2030-05-0\(1 + offset % 3)", "2030-05-05"),
                            guestName: "Guest \(offset)", guests: .fixture())
                        return 1
                    } catch StayQueryError.notAvailable {
                        return 0
                    }
                }
            }
            return try await group.reduce(0, +)
        }
        XCTAssertEqual(booked, 1)
    }

    // MARK: - Accounts

    /// Accounts have unique emails; sessions are found by token hash until they expire or are deleted; a guest's
    /// bookings are theirs alone, and an idempotency key answers with its first booking.
    func accounts() async throws {
        let catalog = try await open([CatalogFixture.seeded(.fixture())])
        let now = Date(timeIntervalSince1970: 1_900_000_000)
        let kim = try await catalog.createAccount(
            email: "kim@example.com", name: "Kim", passwordHash: "h1", createdAt: now)
        let lee = try await catalog.createAccount(
            email: "lee@example.com", name: "Lee", passwordHash: "h2", createdAt: now)
        await assertThrows(AccountError.emailTaken) {
            try await catalog.createAccount(email: "kim@example.com", name: "Kim 2", passwordHash: "h3", createdAt: now)
        }
        let found8 = try await catalog.credentials(forEmail: "kim@example.com")
        XCTAssertEqual(found8, StoredCredentials(account: kim, passwordHash: "h1"))
        let found9 = try await catalog.credentials(forEmail: "nobody@example.com")
        XCTAssertNil(found9)
        try await catalog.createSession(tokenHash: "t1", accountID: kim.id, expiresAt: now.addingTimeInterval(60))
        let found10 = try await catalog.account(forTokenHash: "t1", at: now)
        XCTAssertEqual(found10, kim)
        let found11 = try await catalog.account(forTokenHash: "t1", at: now.addingTimeInterval(61))
        XCTAssertNil(found11)
        try await catalog.deleteSession(tokenHash: "t1")
        let found12 = try await catalog.account(forTokenHash: "t1", at: now)
        XCTAssertNil(found12)
        let booking = Booking(stayID: "stay:0000001", dates: .fixture("2030-06-01", "2030-06-03"), guests: .fixture())
        let reservation = try await catalog.reserve(booking, for: kim, idempotencyKey: "k1")
        let found13 = try await catalog.reserve(booking, for: kim, idempotencyKey: "k1")
        XCTAssertEqual(found13, reservation)
        let other = Booking(stayID: "stay:0000001", dates: .fixture("2030-07-01", "2030-07-03"), guests: .fixture())
        await assertThrows(StayQueryError.idempotencyKeyReused) {
            try await catalog.reserve(other, for: kim, idempotencyKey: "k1")
        }
        let found14 = try await catalog.reservations(of: kim.id)
        XCTAssertEqual(found14, [reservation])
        let found15 = try await catalog.reservations(of: lee.id)
        XCTAssertEqual(found15, [])
        await assertThrows(StayQueryError.unknownReservation(reservation.id)) {
            try await catalog.cancel(reservationID: reservation.id, of: lee.id, today: .fixture("2030-02-01"))
        }
        let cancelled = try await catalog.cancel(
            reservationID: reservation.id, of: kim.id, today: .fixture("2030-02-01"))
        let found16 = try await catalog.reservations(of: kim.id)
        XCTAssertEqual(found16, [cancelled])
    }
}
