import Foundation
import StaysDomain

/// Times what a host and then a guest do: a new listing written through `HostListings` (checked, its place looked up,
/// stored with its search rows), then a search around its pin that must list it first. Each listing is unlisted once
/// measured, so the catalogue's searches are left as they were (the rows stay, under a bench account).
struct HostBenchRunner: Sendable {
    /// The cities the listings are placed around, spread over the world.
    static let cities: [PlaceID] = [
        "geonames:1835848", "geonames:2988507", "geonames:1850147", "geonames:5128581", "geonames:2643743",
        "geonames:3117735", "geonames:1880252", "geonames:2147714",
    ]

    /// The host's steps.
    let hosting: HostListings
    /// Where the bench account is made.
    let accounts: any AccountStoring
    /// The guest's search.
    let searcher: any StaySearching
    /// The places the listings go under.
    let places: any PlaceLookup
    /// The local currency of each place.
    let currencies: CountryCurrencies
    /// Times each step.
    let clock: any Clock<Duration>
    /// Dates the searches.
    let today: any TodayProviding
    /// Where the figures go.
    let output: any TextOutput

    // MARK: - Running

    /// Creates `count` listings one after another, each found by a search right after; prints the latency of the
    /// write, of the search and of both.
    func run(count: Int, seed: UInt64) async throws {
        let host = try await benchAccount()
        var random = SplitMix64(seed: seed)
        let checkIn = today.today().adding(days: 30)
        let dates = try StayDates(checkIn: checkIn, checkOut: checkIn.adding(days: 3))
        var (writes, searches, totals) = ([Duration](), [Duration](), [Duration]())
        for index in 0..<count {
            let draft = try await draft(near: Self.cities[index % Self.cities.count], random: &random)
            var listing: HostListing?
            let write = try await clock.measure { listing = try await hosting.create(draft, host: host) }
            guard let listing else { continue }
            let query = try StayQuery(
                area: .place(id: draft.placeID, center: draft.coordinate, radiusKilometres: 1), dates: dates,
                guests: try GuestCounts(adults: 1, children: 0, infants: 0, pets: 0), sort: .distance,
                today: today.today())
            var first: StayID?
            let search = try await clock.measure { first = try await searcher.search(query).results.first?.stay.id }
            guard first == listing.stay.id else { throw HostBenchError.notFound(listing.stay.id) }
            _ = try await hosting.setListed(listing.stay.id, listed: false, host: host)
            writes.append(write)
            searches.append(search)
            totals.append(write + search)
        }
        output.write(
            "create a listing: \(LatencySummary(writes).line)\n"
                + "find it in a search: \(LatencySummary(searches).line)\n"
                + "both, end to end: \(LatencySummary(totals).line)\n")
    }

    // MARK: - Listings

    /// A listing a few kilometres from the place, priced in its currency.
    private func draft(near id: PlaceID, random: inout SplitMix64) async throws -> ListingDraft {
        guard let place = try await places.place(withID: id, language: nil) else { throw HostBenchError.noPlace(id) }
        let currency = currencies.currency(ofCountry: place.countryCode)?.code ?? "USD"
        let pin = Coordinate(
            latitude: place.coordinate.latitude + (Double.random(in: 0..<1, using: &random) - 0.5) * 0.05,
            longitude: place.coordinate.longitude + (Double.random(in: 0..<1, using: &random) - 0.5) * 0.05)
        let price = Currency.minorUnitsPerMajor(of: currency) * 100 * (1 + Int(random.next() % 20))
        return ListingDraft(
            title: "Bench listing", propertyKind: .apartment, roomType: .entirePlace, maximumGuests: 2, bedrooms: 1,
            beds: 1, bathrooms: 1, amenities: [.wifi], coordinate: pin, placeID: id,
            nightlyPrice: Money(minorUnits: price, currency: currency),
            cleaningFee: Money(minorUnits: 0, currency: currency), minimumNights: 1, cancellationPolicy: .flexible)
    }

    /// The bench's own account, made on the first run.
    private func benchAccount() async throws -> GuestAccount {
        let email = "bench-host@stays.invalid"
        if let found = try await accounts.credentials(forEmail: email) { return found.account }
        return try await accounts.createAccount(
            email: email, name: "Bench Host", passwordHash: "not-a-password", createdAt: Date())
    }
}

/// Why the host bench stopped.
enum HostBenchError: Error, CustomStringConvertible {
    case noPlace(PlaceID)
    case notFound(StayID)

    var description: String {
        switch self {
        case .noPlace(let id): "the place index has no \(id)"
        case .notFound(let id): "a search right after creating \(id) did not list it first"
        }
    }
}
