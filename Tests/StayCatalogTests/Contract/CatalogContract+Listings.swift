import Foundation
import StaysDomain
import StaysTestSupport
import XCTest

extension CatalogContract {
    // MARK: - Listings

    /// A new listing is real, searchable and bookable at once, and read back as written.
    func aNewListingIsFoundAndBooked() async throws {
        let catalog = try await open([CatalogFixture.seeded(.fixture(id: "stay:0000001"))])
        let host = try await catalog.createAccount(
            email: "mina@example.com", name: "Mina Park", passwordHash: "h", createdAt: Date())
        let listing = try await catalog.createListing(.fixture(), host: host.id, hostName: "Mina")
        XCTAssertEqual(listing.stay.id, "stay:host-2")
        XCTAssertFalse(listing.stay.isSynthetic)
        XCTAssertEqual(listing.draft, .fixture())
        XCTAssertTrue(listing.isListed)
        let found = try await catalog.search(CatalogFixture.query("2030-03-01", "2030-03-04")).results.map(\.stay.id)
        XCTAssertEqual(Set(found), ["stay:0000001", "stay:host-2"])
        let looked = try await catalog.stay(withID: listing.stay.id)
        XCTAssertEqual(looked, listing.stay)
        _ = try await catalog.reserve(
            listing.stay.id, dates: .fixture("2030-03-01", "2030-03-04"), guestName: "Lee", guests: .fixture())
        await assertThrows(StayQueryError.aboveMaximumNights(30)) {
            try await catalog.reserve(
                listing.stay.id, dates: .fixture("2030-05-01", "2030-06-01"), guestName: "Lee", guests: .fixture())
        }
        let mine = try await catalog.listings(host: host.id).map(\.stay.id)
        XCTAssertEqual(mine, [listing.stay.id])
    }

    /// An edit changes what searches find and keeps the listing's bookings; a stay's own rules follow the edit.
    func editingAListing() async throws {
        let catalog = try await open([])
        let host = try await catalog.createAccount(
            email: "mina@example.com", name: "Mina", passwordHash: "h", createdAt: Date())
        let listing = try await catalog.createListing(.fixture(), host: host.id, hostName: "Mina")
        let booking = try await catalog.reserve(
            listing.stay.id, dates: .fixture("2030-03-01", "2030-03-04"), guestName: "Lee", guests: .fixture())
        let moved = ListingDraft.fixture(
            title: "Hanok by the river", nightlyWon: 150_000, maximumGuests: 5,
            coordinate: Coordinate(latitude: 37.52, longitude: 127.0))
        let edited = try await catalog.updateListing(listing.stay.id, host: host.id, with: moved)
        XCTAssertEqual(edited.draft, moved)
        XCTAssertEqual(edited.stay.hostName, "Mina")
        let crowd = try CatalogFixture.query("2030-04-01", "2030-04-03", guests: .fixture(adults: 5))
        let found = try await catalog.search(crowd).results.map(\.stay)
        XCTAssertEqual(found, [edited.stay])
        await assertThrows(StayQueryError.notAvailable(listing.stay.id)) {
            try await catalog.reserve(
                listing.stay.id, dates: .fixture("2030-03-02", "2030-03-05"), guestName: "Kim", guests: .fixture())
        }
        let standing = try await catalog.reservations().map(\.id)
        XCTAssertEqual(standing, [booking.id])
    }

    /// An unlisted stay is found by no search, lookup or booking, and comes back with its nights when relisted.
    func unlistingAndRelisting() async throws {
        let catalog = try await open([])
        let host = try await catalog.createAccount(
            email: "mina@example.com", name: "Mina", passwordHash: "h", createdAt: Date())
        let id = try await catalog.createListing(.fixture(), host: host.id, hostName: "Mina").stay.id
        _ = try await catalog.blockNights(of: id, spans: [.fixture("2030-03-10", "2030-03-12")])
        let hidden = try await catalog.setListed(id, host: host.id, listed: false)
        XCTAssertFalse(hidden.isListed)
        let none = try await catalog.search(CatalogFixture.query("2030-03-01", "2030-03-04")).total
        XCTAssertEqual(none, 0)
        let gone = try await catalog.stay(withID: id)
        XCTAssertNil(gone)
        await assertThrows(StayQueryError.unknownStay(id)) {
            try await catalog.takenNights(of: id, from: .fixture("2030-03-01"), to: .fixture("2030-04-01"))
        }
        await assertThrows(StayQueryError.unknownStay(id)) {
            try await catalog.reserve(
                id, dates: .fixture("2030-03-01", "2030-03-04"), guestName: "Lee", guests: .fixture())
        }
        let again = try await catalog.setListed(id, host: host.id, listed: false)
        XCTAssertEqual(again, hidden)
        _ = try await catalog.setListed(id, host: host.id, listed: true)
        let back = try await catalog.search(CatalogFixture.query("2030-03-01", "2030-03-04")).total
        XCTAssertEqual(back, 1)
        let blocked = try await catalog.search(CatalogFixture.query("2030-03-09", "2030-03-11")).total
        XCTAssertEqual(blocked, 0)
    }

    /// Another host's listing, a seeded stay and an unknown id all answer as unknown, and nothing changes.
    func onlyItsHostEditsAListing() async throws {
        let catalog = try await open([CatalogFixture.seeded(.fixture(id: "stay:0000001"))])
        let mina = try await catalog.createAccount(
            email: "mina@example.com", name: "Mina", passwordHash: "h", createdAt: Date())
        let lee = try await catalog.createAccount(
            email: "lee@example.com", name: "Lee", passwordHash: "h", createdAt: Date())
        let id = try await catalog.createListing(.fixture(), host: mina.id, hostName: "Mina").stay.id
        for target in [id, "stay:0000001", "stay:host-99"] as [StayID] {
            await assertThrows(StayQueryError.unknownStay(target)) {
                try await catalog.updateListing(target, host: lee.id, with: .fixture(title: "Mine now"))
            }
            await assertThrows(StayQueryError.unknownStay(target)) {
                try await catalog.setListed(target, host: lee.id, listed: false)
            }
            await assertThrows(StayQueryError.unknownStay(target)) { try await catalog.listing(target, host: lee.id) }
        }
        let theirs = try await catalog.listings(host: lee.id)
        XCTAssertEqual(theirs, [])
        let kept = try await catalog.listing(id, host: mina.id)
        XCTAssertEqual(kept.draft, .fixture())
        XCTAssertTrue(kept.isListed)
    }

    /// Unblocking frees only blocked nights of the asked spans: a block split in two keeps its other nights, and
    /// booked nights stay booked.
    func unblockingNights() async throws {
        let catalog = try await open([CatalogFixture.seeded(.fixture(id: "stay:0000001"))])
        _ = try await catalog.blockNights(of: "stay:0000001", spans: [.fixture("2030-03-01", "2030-03-10")])
        _ = try await catalog.reserve(
            "stay:0000001", dates: .fixture("2030-03-12", "2030-03-14"), guestName: "Kim", guests: .fixture())
        let freed = try await catalog.unblockNights(
            of: "stay:0000001", spans: [.fixture("2030-03-04", "2030-03-06"), .fixture("2030-03-09", "2030-03-13")])
        XCTAssertEqual(freed, [.fixture("2030-03-04", "2030-03-06"), .fixture("2030-03-09", "2030-03-10")])
        let left = try await catalog.unavailableNights(
            of: "stay:0000001", from: .fixture("2030-03-01"), to: .fixture("2030-04-01"))
        XCTAssertEqual(
            left,
            UnavailableNights(
                booked: [.fixture("2030-03-12", "2030-03-14")],
                blocked: [.fixture("2030-03-01", "2030-03-04"), .fixture("2030-03-06", "2030-03-09")]))
        let open = try await catalog.search(CatalogFixture.query("2030-03-04", "2030-03-06")).total
        XCTAssertEqual(open, 1)
        let none = try await catalog.unblockNights(of: "stay:0000001", spans: [.fixture("2030-03-20", "2030-03-22")])
        XCTAssertEqual(none, [])
        await assertThrows(StayQueryError.unknownStay("stay:nope")) {
            try await catalog.unblockNights(of: "stay:nope", spans: [.fixture("2030-03-20", "2030-03-22")])
        }
    }

    /// A listing's feed token hash finds it until it is replaced; only its host can set one.
    func feedTokensOfAListing() async throws {
        let catalog = try await open([])
        let mina = try await catalog.createAccount(
            email: "mina@example.com", name: "Mina", passwordHash: "h", createdAt: Date())
        let lee = try await catalog.createAccount(
            email: "lee@example.com", name: "Lee", passwordHash: "h", createdAt: Date())
        let id = try await catalog.createListing(.fixture(), host: mina.id, hostName: "Mina").stay.id
        let none = try await catalog.listing(forExportTokenHash: "first")
        XCTAssertNil(none)
        try await catalog.setExportTokenHash("first", of: id, host: mina.id)
        let found = try await catalog.listing(forExportTokenHash: "first")
        XCTAssertEqual(found, id)
        await assertThrows(StayQueryError.unknownStay(id)) {
            try await catalog.setExportTokenHash("theirs", of: id, host: lee.id)
        }
        try await catalog.setExportTokenHash("second", of: id, host: mina.id)
        let old = try await catalog.listing(forExportTokenHash: "first")
        XCTAssertNil(old)
        let new = try await catalog.listing(forExportTokenHash: "second")
        XCTAssertEqual(new, id)
    }

    /// A stay's bookings ending after a day, by check-in, each with the guest's first name and party.
    func aStaysBookingsForItsHost() async throws {
        let catalog = try await open([CatalogFixture.seeded(.fixture(id: "stay:0000001"))])
        let later = try await catalog.reserve(
            "stay:0000001", dates: .fixture("2030-04-01", "2030-04-03"), guestName: "Lee Min-ho",
            guests: .fixture(adults: 2, children: 1))
        let sooner = try await catalog.reserve(
            "stay:0000001", dates: .fixture("2030-03-01", "2030-03-03"), guestName: "Kim", guests: .fixture())
        let all = try await catalog.reservations(ofStay: "stay:0000001", checkingOutAfter: .fixture("2030-01-01"))
        XCTAssertEqual(all.map(\.id), [sooner.id, later.id])
        XCTAssertEqual(all.map(\.guestFirstName), ["Kim", "Lee"])
        XCTAssertEqual(all.last?.guests, try GuestCounts(adults: 2, children: 1, infants: 0, pets: 0))
        XCTAssertEqual(all.last?.dates, .fixture("2030-04-01", "2030-04-03"))
        let ahead = try await catalog.reservations(ofStay: "stay:0000001", checkingOutAfter: .fixture("2030-03-03"))
        XCTAssertEqual(ahead.map(\.id), [later.id])
        await assertThrows(StayQueryError.unknownStay("stay:nope")) {
            try await catalog.reservations(ofStay: "stay:nope", checkingOutAfter: .fixture("2030-01-01"))
        }
    }
}
