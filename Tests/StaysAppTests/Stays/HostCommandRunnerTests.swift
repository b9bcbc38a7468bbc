import Foundation
import StaysDomain
import StaysTestSupport
import Testing

@testable import StaysApp

/// `stays host …`: the host found by email, a listing file read through the API's body, refusals in words.
@Suite struct HostCommandRunnerTests {
    private static let body = """
        {"title": "CLI hanok", "propertyKind": "house", "roomType": "entire_place", "maximumGuests": 3, "bedrooms": 1,
         "beds": 2, "bathrooms": 1, "latitude": 37.57, "longitude": 126.98, "placeId": "test:city:Seoul",
         "nightlyPrice": 120000, "minimumNights": 1, "cancellationPolicy": "moderate"}
        """

    private func runner(_ catalog: HostingCatalogSpy, files: [String: String], output: TextOutputSpy) async throws
        -> HostCommandRunner
    {
        let accounts = InMemoryAccountStore()
        _ = try await accounts.createAccount(
            email: "mina@example.com", name: "Mina Park", passwordHash: "h", createdAt: Date())
        return HostCommandRunner(
            hosting: HostListings(
                editor: catalog, blocking: catalog, unavailability: catalog,
                places: PlaceLookupStub(places: [.fixture(id: "test:city:Seoul")]),
                currencies: CountryCurrencies(byCountry: ["KR": Currency(code: "KRW")!])),
            accounts: accounts, reader: FileReaderStub(textByPath: files),
            today: FixedTodayProvider(day: .fixture("2030-01-01")), output: output)
    }

    @Test func aListingFileIsListedInTheLocalCurrencyUnderTheHostsFirstName() async throws {
        let catalog = HostingCatalogSpy()
        let output = TextOutputSpy()
        let runner = try await runner(catalog, files: ["/tmp/l.json": Self.body], output: output)
        try await runner.create(email: "MINA@example.com", file: "/tmp/l.json")
        #expect(catalog.createdDrafts.map(\.nightlyPrice) == [Money(minorUnits: 120_000, currency: "KRW")])
        #expect(output.standardOutput == "Listed stay:host-1  CLI hanok  120,000 KRW a night  listed\n")
    }

    @Test func anUnknownEmailOrABrokenFileIsRefusedInWords() async throws {
        let catalog = HostingCatalogSpy()
        let runner = try await runner(
            catalog, files: ["/tmp/bad.json": "{\"title\": 3}", "/tmp/l.json": Self.body], output: TextOutputSpy())
        await #expect(throws: HostCommandError.self) {
            try await runner.create(email: "lee@example.com", file: "/tmp/l.json")
        }
        do {
            try await runner.create(email: "mina@example.com", file: "/tmp/bad.json")
            Issue.record("a broken file was accepted")
        } catch let error as HostCommandError {
            #expect(error.description.hasPrefix("/tmp/bad.json is not a listing"))
        }
        #expect(catalog.createdDrafts.isEmpty)
    }
}
