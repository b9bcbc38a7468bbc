import Foundation
import StaysDomain
import StaysTestSupport
import Testing

@Suite struct CalendarFeedImportsTests {
    private let mina = GuestAccount(id: AccountID("acct-1"), email: "mina@example.com", name: "Mina")
    private let lee = GuestAccount(id: AccountID("acct-2"), email: "lee@example.com", name: "Lee")

    private func imports(
        store: FeedStoreSpy, fetcher: FeedFetcherStub, spans: [StayDates], blocking: HostingCatalogSpy
    ) -> CalendarFeedImports {
        CalendarFeedImports(
            store: store, fetcher: fetcher, reader: FeedReaderStub(spans: spans, rejected: 2), blocking: blocking,
            today: FixedTodayProvider(day: .fixture("2030-01-01")), now: { Date(timeIntervalSince1970: 1_900_000_000) })
    }

    @Test func aNewFeedIsReadAtOnceAndItsNightsInsideTheBookableWindowBlocked() async throws {
        let (store, blocking) = (FeedStoreSpy(host: mina.id), HostingCatalogSpy())
        let fetcher = FeedFetcherStub(result: .success(Array("BEGIN:VCALENDAR".utf8)))
        let spans: [StayDates] = [
            .fixture("2029-12-30", "2030-01-03"), .fixture("2030-03-01", "2030-03-05"),
            .fixture("2033-01-01", "2033-01-05"),
        ]
        let feed = try await imports(store: store, fetcher: fetcher, spans: spans, blocking: blocking)
            .add(" https://other.example/cal.ics ", to: "stay:host-1", host: mina)
        #expect(fetcher.fetchedAddresses == ["https://other.example/cal.ics"])
        #expect(
            blocking.blockedSpans == [[.fixture("2030-01-01", "2030-01-03"), .fixture("2030-03-01", "2030-03-05")]])
        #expect(feed.outcome == FeedRefreshOutcome(newlyBlocked: 6, rejectedEvents: 2))
        #expect(store.stored.first?.outcome == feed.outcome)
    }

    @Test func aFeedThatCannotBeReadKeepsWhyAndBlocksNothing() async throws {
        let (store, blocking) = (FeedStoreSpy(host: mina.id), HostingCatalogSpy())
        let fetcher = FeedFetcherStub(result: .failure(.privateAddress("10.0.0.1")))
        let feed = try await imports(store: store, fetcher: fetcher, spans: [], blocking: blocking)
            .add("http://10.0.0.1/cal.ics", to: "stay:host-1", host: mina)
        #expect(feed.outcome?.failure == "10.0.0.1 is not a public internet address")
        #expect(blocking.blockedSpans.isEmpty)
    }

    @Test func aBadAddressOrAnotherHostsListingIsRefusedAndNothingFetched() async throws {
        let (store, blocking) = (FeedStoreSpy(host: mina.id), HostingCatalogSpy())
        let fetcher = FeedFetcherStub(result: .success([]))
        let imports = imports(store: store, fetcher: fetcher, spans: [], blocking: blocking)
        for address in [
            "ftp://x.example/c.ics", "https://user:pw@x.example/c.ics", "javascript:alert(1)", "", "https://",
        ] {
            await #expect(throws: ListingDraftError.self, "\(address)") {
                try await imports.add(address, to: "stay:host-1", host: mina)
            }
        }
        await #expect(throws: StayQueryError.unknownStay("stay:host-1")) {
            try await imports.add("https://x.example/c.ics", to: "stay:host-1", host: lee)
        }
        #expect(fetcher.fetchedAddresses.isEmpty && store.stored.isEmpty)
    }

    @Test func theScheduleReadsOnlyFeedsNotReadRecently() async throws {
        let (store, blocking) = (FeedStoreSpy(host: mina.id), HostingCatalogSpy())
        let fetcher = FeedFetcherStub(result: .success([]))
        let imports = imports(
            store: store, fetcher: fetcher, spans: [.fixture("2030-02-01", "2030-02-02")], blocking: blocking)
        _ = try await imports.add("https://x.example/c.ics", to: "stay:host-1", host: mina)
        #expect(try await imports.refreshDue() == 0, "just read")
        _ = try await store.addFeed("https://y.example/c.ics", to: "stay:host-1", host: mina.id, at: Date())
        #expect(try await imports.refreshDue() == 1)
        #expect(fetcher.fetchedAddresses == ["https://x.example/c.ics", "https://y.example/c.ics"])
    }

    @Test func nightsAFeedNoLongerListsAreFreedAndRemovingItFreesTheRest() async throws {
        let (store, blocking, reader) = (FeedStoreSpy(host: mina.id), HostingCatalogSpy(), ChangingFeedReader())
        let imports = CalendarFeedImports(
            store: store, fetcher: FeedFetcherStub(result: .success([])), reader: reader, blocking: blocking,
            today: FixedTodayProvider(day: .fixture("2030-01-01")), now: { Date(timeIntervalSince1970: 1_900_000_000) })
        reader.list([.fixture("2030-03-01", "2030-03-05")])
        let feed = try await imports.add("https://x.example/c.ics", to: "stay:host-1", host: mina)
        #expect(feed.blockedNights == [.fixture("2030-03-01", "2030-03-05")])
        reader.list([.fixture("2030-03-03", "2030-03-06")])
        let again = try await imports.refresh(feed.id, of: "stay:host-1", host: mina)
        #expect(blocking.unblockedSpans == [[.fixture("2030-03-01", "2030-03-03")]])
        #expect(again.outcome?.freed == 2)
        #expect(again.blockedNights == [.fixture("2030-03-03", "2030-03-06")])
        try await imports.remove(feed.id, of: "stay:host-1", host: mina)
        #expect(blocking.unblockedSpans.last == [.fixture("2030-03-03", "2030-03-06")])
        #expect(store.stored.isEmpty)
    }
}
