import StaysDomain

/// Which city each listing goes to: first a guaranteed quota close to every big city, dealt round-robin, then the
/// rest drawn by population weight. Listing `i`'s city depends only on `i` and its own draw.
package struct SeedPlan: Sendable {
    /// Cities with at least this many people get a quota.
    package static let bigCityPopulation = 100_000
    /// Listings a big city gets before the weighted draw, when the catalogue is large enough.
    static let quotaPerBigCity = 40
    /// Quota listings lie at most this far from their city's centre, well inside a 10 km search.
    static let quotaRadiusKilometres = 5.0

    /// Every city, weighted for the draw.
    let anchors: SeedAnchors
    /// The cities that get a quota, in the order given.
    let bigCities: [Place]
    /// Listings each big city gets first: the full quota, or less so that quotas take at most nine tenths of the
    /// catalogue and the rest is still drawn by population.
    let quota: Int

    /// Plans `count` listings around `cities` (weighted more near `airports`).
    init(count: Int, cities: [Place], airports: [Place]) {
        anchors = SeedAnchors(cities: cities, airports: airports)
        bigCities = cities.filter { $0.population >= Self.bigCityPopulation }
        quota = bigCities.isEmpty ? 0 : min(Self.quotaPerBigCity, max(0, count) * 9 / 10 / bigCities.count)
    }

    // MARK: - Choosing

    /// How many listings (the first ones) are quota listings.
    var guaranteedCount: Int { bigCities.count * quota }

    /// The city of the listing at `index`, and whether it is a quota listing; `draw` (uniform in 0..<1) picks the
    /// city of a drawn listing.
    func city(forListing index: Int, draw: Double) -> (city: Place, isQuota: Bool) {
        guard index < guaranteedCount else { return (anchors.city(at: draw), false) }
        return (bigCities[index % bigCities.count], true)
    }
}
