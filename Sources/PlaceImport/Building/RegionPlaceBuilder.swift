import PlaceSearch

/// Builds one place per named first-level division from the cities that lie in it.
struct RegionPlaceBuilder: Sendable {
    /// Tidies the alternate names.
    let cleaner: AlternateNameCleaner

    // MARK: - Building

    /// The regions that have both a name and at least one city, ordered by key.
    func places(for cities: [CityRecord], regionNames: [RegionCode: String]) -> [SourcePlace] {
        var citiesByRegion: [RegionCode: [CityRecord]] = [:]
        for city in cities {
            guard let region = city.regionCode, regionNames[region] != nil else { continue }
            citiesByRegion[region, default: []].append(city)
        }
        return citiesByRegion.keys.sorted().compactMap { region in
            guard let name = regionNames[region], let members = citiesByRegion[region],
                let summary = CitySummary(cities: members)
            else { return nil }
            let abbreviations = RegionAbbreviations.abbreviations(ofRegionNamed: name, inCountry: region.countryCode)
            return SourcePlace(
                key: region.placeKey,
                kind: .region,
                name: name,
                alternateNames: cleaner.cleaned(abbreviations, mainName: name),
                coordinate: summary.centroid,
                population: summary.population,
                countryCode: region.countryCode,
                timeZone: summary.mostPopulous.timeZone
            )
        }
    }
}
