import StaysDomain
import StaysTestSupport
import Testing

@Suite struct ListingCalendarFeedTests {
    private let mina = GuestAccount(id: AccountID("acct-1"), email: "mina@example.com", name: "Mina")
    private let lee = GuestAccount(id: AccountID("acct-2"), email: "lee@example.com", name: "Lee")

    private func feed(_ catalog: HostingCatalogSpy) -> ListingCalendarFeed {
        ListingCalendarFeed(
            tokens: catalog, secrets: FixedSecretTokens(), editor: catalog, unavailability: catalog,
            today: FixedTodayProvider(day: .fixture("2030-01-01")))
    }

    @Test func aNewTokenOpensTheFeedAndTheOldOneNoLonger() async throws {
        let catalog = HostingCatalogSpy()
        let id = try await catalog.createListing(.fixture(), host: mina.id, hostName: "Mina").stay.id
        let feed = feed(catalog)
        let first = try await feed.replaceToken(of: id, host: mina)
        let second = try await feed.replaceToken(of: id, host: mina)
        #expect(first != second)
        #expect(try await feed.nights(forToken: first) == nil)
        #expect(try await feed.nights(forToken: second)?.id == id)
    }

    @Test func anotherHostGetsNoTokenAndAMalformedOneIsNeverLookedUp() async throws {
        let catalog = HostingCatalogSpy()
        let id = try await catalog.createListing(.fixture(), host: mina.id, hostName: "Mina").stay.id
        await #expect(throws: StayQueryError.unknownStay(id)) {
            try await feed(catalog).replaceToken(of: id, host: lee)
        }
        #expect(try await feed(catalog).nights(forToken: "../../etc/passwd") == nil)
        #expect(catalog.hashLookups.isEmpty)
    }
}
