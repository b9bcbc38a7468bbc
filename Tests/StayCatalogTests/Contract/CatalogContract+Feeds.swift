import Foundation
import StaysDomain
import StaysTestSupport
import XCTest

extension CatalogContract {
    // MARK: - Import feeds

    /// A listing's feeds: added once per address, at most ten, its host's alone, due by their last reading, each
    /// reading kept, removed by its host only.
    func importFeedsOfAListing() async throws {
        let catalog = try await open([])
        let at = Date(timeIntervalSince1970: 1_900_000_000)
        let mina = try await catalog.createAccount(
            email: "mina@example.com", name: "Mina", passwordHash: "h", createdAt: at)
        let lee = try await catalog.createAccount(
            email: "lee@example.com", name: "Lee", passwordHash: "h", createdAt: at)
        let id = try await catalog.createListing(.fixture(), host: mina.id, hostName: "Mina").stay.id
        let first = try await catalog.addFeed("https://a.example/1.ics", to: id, host: mina.id, at: at)
        let again = try await catalog.addFeed("https://a.example/1.ics", to: id, host: mina.id, at: at)
        XCTAssertEqual(again, first)
        XCTAssertEqual(first.stayID, id)
        XCTAssertNil(first.refreshedAt)
        await assertThrows(StayQueryError.unknownStay(id)) {
            try await catalog.addFeed("https://b.example/1.ics", to: id, host: lee.id, at: at)
        }
        for number in 2...10 {
            _ = try await catalog.addFeed("https://a.example/\(number).ics", to: id, host: mina.id, at: at)
        }
        await assertThrows(FeedError.tooMany(maximum: 10)) {
            try await catalog.addFeed("https://a.example/11.ics", to: id, host: mina.id, at: at)
        }
        let outcome = FeedRefreshOutcome(
            newlyBlocked: 3, collidingWithBookings: [.fixture("2030-03-01", "2030-03-02")], rejectedEvents: 1)
        try await catalog.record(outcome, blockedNights: [.fixture("2030-03-05", "2030-03-08")], of: first.id, at: at)
        let due = try await catalog.feedsDue(before: at.addingTimeInterval(1), limit: 20)
        XCTAssertEqual(due.count, 10)
        XCTAssertEqual(due.last?.id, first.id, "the feed read most recently comes last")
        let notYet = try await catalog.feedsDue(before: at, limit: 20).map(\.id)
        XCTAssertFalse(notYet.contains(first.id))
        let read = try await catalog.feeds(of: id, host: mina.id).first
        XCTAssertEqual(read?.outcome, outcome)
        XCTAssertEqual(read?.refreshedAt, at)
        XCTAssertEqual(read?.blockedNights, [.fixture("2030-03-05", "2030-03-08")])
        await assertThrows(StayQueryError.unknownStay(id)) {
            try await catalog.removeFeed(first.id, of: id, host: lee.id)
        }
        try await catalog.removeFeed(first.id, of: id, host: mina.id)
        await assertThrows(StayQueryError.unknownStay(id)) {
            try await catalog.removeFeed(first.id, of: id, host: mina.id)
        }
        let left = try await catalog.feeds(of: id, host: mina.id).count
        XCTAssertEqual(left, 9)
    }

    /// Seeding that replaces every stay removes hosts' listings and their feeds too, and leaves their accounts.
    func replacingEveryStayRemovesListings() async throws {
        let catalog = try await open([])
        let mina = try await catalog.createAccount(
            email: "mina@example.com", name: "Mina", passwordHash: "h", createdAt: Date())
        let id = try await catalog.createListing(.fixture(), host: mina.id, hostName: "Mina").stay.id
        _ = try await catalog.addFeed("https://a.example/1.ics", to: id, host: mina.id, at: Date())
        try await catalog.seed(stays: [CatalogFixture.seeded(.fixture(id: "stay:0000001"))], replacing: true) { _, _ in
        }
        let left = try await catalog.listings(host: mina.id)
        XCTAssertEqual(left, [])
        let count = try await catalog.stayCount()
        XCTAssertEqual(count, 1)
    }

    /// A listing's photos in the order added, each once, at most twenty, its host's alone.
    func photosOfAListing() async throws {
        let catalog = try await open([CatalogFixture.seeded(.fixture(id: "stay:0000001"))])
        let mina = try await catalog.createAccount(
            email: "mina@example.com", name: "Mina", passwordHash: "h", createdAt: Date())
        let lee = try await catalog.createAccount(
            email: "lee@example.com", name: "Lee", passwordHash: "h", createdAt: Date())
        let id = try await catalog.createListing(.fixture(), host: mina.id, hostName: "Mina").stay.id
        let photos = (0..<21).map { PhotoID(String(format: "%032x", $0 + 1))! }
        try await catalog.addPhoto(photos[1], to: id, host: mina.id)
        try await catalog.addPhoto(photos[0], to: id, host: mina.id)
        try await catalog.addPhoto(photos[1], to: id, host: mina.id)
        let two = try await catalog.photos(of: [id, "stay:0000001"])
        XCTAssertEqual(two, [id: [photos[1], photos[0]]])
        await assertThrows(StayQueryError.unknownStay(id)) {
            try await catalog.addPhoto(photos[2], to: id, host: lee.id)
        }
        await assertThrows(StayQueryError.unknownStay(id)) {
            try await catalog.removePhoto(photos[0], of: id, host: lee.id)
        }
        for photo in photos[2..<20] { try await catalog.addPhoto(photo, to: id, host: mina.id) }
        await assertThrows(ListingDraftError(field: "photos", requirement: "at most 20 photos")) {
            try await catalog.addPhoto(photos[20], to: id, host: mina.id)
        }
        try await catalog.removePhoto(photos[1], of: id, host: mina.id)
        let left = try await catalog.photos(of: [id])[id]
        XCTAssertEqual(left?.first, photos[0])
        XCTAssertEqual(left?.count, 19)
    }
}
