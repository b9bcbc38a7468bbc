import StaysDomain
import StaysTestSupport
import Testing

@Suite struct HostListingsTests {
    private let mina = GuestAccount(id: AccountID("acct-1"), email: "mina@example.com", name: "Mina Park")
    private let lee = GuestAccount(id: AccountID("acct-2"), email: "lee@example.com", name: "Lee")

    private func hosting(_ catalog: HostingCatalogSpy) -> HostListings {
        HostListings(
            editor: catalog, blocking: catalog, unavailability: catalog,
            places: PlaceLookupStub(places: [.fixture(id: "test:city:Seoul")]),
            currencies: CountryCurrencies(byCountry: ["KR": Currency(code: "KRW")!]))
    }

    @Test func pricesAreInTheCurrencyWhereThePlaceIs() async throws {
        let catalog = HostingCatalogSpy()
        var dollars = ListingDraft.fixture()
        dollars.nightlyPrice = Money(minorUnits: 9_000, currency: "USD")
        dollars.cleaningFee = Money(minorUnits: 0, currency: "USD")
        await #expect(throws: ListingDraftError(field: "currency", requirement: "KRW, the currency where the place is"))
        {
            try await hosting(catalog).create(dollars, host: mina)
        }
        let local = try await hosting(catalog).localCurrency(of: "test:city:Seoul")
        #expect(local?.code == "KRW")
        await #expect(throws: ListingDraftError.self) {
            try await hosting(catalog).localCurrency(of: "test:city:Nowhere")
        }
    }

    // MARK: - Creating

    @Test func aNewListingIsCheckedAndShownUnderTheHostsFirstName() async throws {
        let catalog = HostingCatalogSpy()
        var draft = ListingDraft.fixture()
        draft.title = "  Hanok room  "
        let listing = try await hosting(catalog).create(draft, host: mina)
        #expect(listing.stay.hostName == "Mina")
        #expect(catalog.createdDrafts.map(\.title) == ["Hanok room"])
    }

    @Test func aBadDraftAnUnknownPlaceOrAFarPinIsNeverStored() async throws {
        let catalog = HostingCatalogSpy()
        var far = ListingDraft.fixture()
        far.coordinate = Coordinate(latitude: 35.1, longitude: 129.0)
        var bad = ListingDraft.fixture()
        bad.maximumGuests = 0
        let cases: [(ListingDraft, String)] = [
            (bad, "maximumGuests"), (.fixture(placeID: "test:city:Nowhere"), "placeId"), (far, "coordinate"),
        ]
        for (draft, field) in cases {
            do {
                _ = try await hosting(catalog).create(draft, host: mina)
                Issue.record("\(field) was accepted")
            } catch let error as ListingDraftError {
                #expect(error.field == field)
            }
        }
        #expect(catalog.createdDrafts.isEmpty)
    }

    // MARK: - Another host's listing

    @Test func anotherHostCannotTouchTheListingOrItsNights() async throws {
        let catalog = HostingCatalogSpy()
        let hosting = hosting(catalog)
        let id = try await hosting.create(.fixture(), host: mina).stay.id
        let nights = [StayDates.fixture("2030-03-01", "2030-03-03")]
        await #expect(throws: StayQueryError.unknownStay(id)) { try await hosting.block(nights, of: id, host: lee) }
        await #expect(throws: StayQueryError.unknownStay(id)) { try await hosting.unblock(nights, of: id, host: lee) }
        await #expect(throws: StayQueryError.unknownStay(id)) {
            try await hosting.calendar(of: id, from: .fixture("2030-03-01"), to: .fixture("2030-04-01"), host: lee)
        }
        await #expect(throws: StayQueryError.unknownStay(id)) {
            try await hosting.update(id, with: .fixture(), host: lee)
        }
        #expect(catalog.blockedSpans.isEmpty)
        #expect(catalog.unblockedSpans.isEmpty)
        let outcome = try await hosting.block(nights, of: id, host: mina)
        #expect(outcome.newlyBlocked == nights)
    }

    @Test func aFailingCatalogueFailsTheStep() async throws {
        await #expect(throws: TestDoubleError.forcedFailure) {
            try await hosting(HostingCatalogSpy(shouldFail: true)).listings(host: mina)
        }
    }
}
