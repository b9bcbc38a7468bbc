import Foundation
import StayCatalog
import StaysDomain
import StaysTestSupport
import Testing

@testable import StaysApp

/// `stays bench host`: listings written through the host's steps, each found first by a search at its pin, then
/// unlisted, on a real SQLite catalogue.
@Suite struct HostBenchRunnerTests {
    @Test func eachListingIsFoundByTheSearchAfterItAndUnlistedAgain() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("host-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = try SQLiteStayCatalog(path: folder.appendingPathComponent("s.sqlite").path, rates: .fixture)
        let places = PlaceLookupStub(
            places: HostBenchRunner.cities.map { .fixture(id: $0, name: $0.rawValue, countryCode: "KR") })
        let currencies = CountryCurrencies(byCountry: ["KR": Currency(code: "KRW")!])
        let output = TextOutputSpy()
        let runner = HostBenchRunner(
            hosting: HostListings(
                editor: catalog, blocking: catalog, unavailability: catalog, places: places, currencies: currencies),
            accounts: catalog, searcher: catalog, places: places, currencies: currencies, clock: ContinuousClock(),
            today: FixedTodayProvider(day: .fixture("2030-01-01")), output: output)

        try await runner.run(count: 10, seed: 1)
        try await runner.run(count: 2, seed: 2)

        let host = try #require(try await catalog.credentials(forEmail: "bench-host@stays.invalid")).account
        let listings = try await catalog.listings(host: host.id)
        #expect(listings.count == 12)
        #expect(listings.allSatisfy { !$0.isListed && $0.stay.nightlyPrice.currency == "KRW" })
        #expect(output.standardOutput.contains("create a listing: p50 "))
        #expect(output.standardOutput.contains("both, end to end: p50 "))
        #expect(output.standardOutput.contains("(10 queries)"))
    }
}
