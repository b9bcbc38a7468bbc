import PlaceSearch
import StaysDomain

/// Builds one place per country, located at the weighted centre of its cities.
struct CountryPlaceBuilder: Sendable {
    /// Tidies the alternate names.
    let cleaner: AlternateNameCleaner
    /// Finds a capital by name for countries without cities of their own.
    let capitalFinder: CapitalFinder
    /// The countries' names in other languages.
    var translations = CountryNameTranslations()
    /// Codes ISO 3166-1 has withdrawn: countries that no longer exist (Serbia and Montenegro, the Netherlands
    /// Antilles), which no one books a stay in.
    static let withdrawnCodes: Set<String> = ["CS", "AN"]

    // MARK: - Building

    /// The countries that exist and can be placed on the map, in the order given: those without cities are
    /// placed at their capital, found among all cities, and left out when that fails too.
    func places(
        for countries: [CountryRecord], citiesByCountry: [String: [CityRecord]], allCities: [CityRecord]
    ) -> [SourcePlace] {
        countries.compactMap { country in
            guard !Self.withdrawnCodes.contains(country.code),
                let location = location(of: country, citiesByCountry: citiesByCountry, allCities: allCities)
            else { return nil }
            let names = [country.code3] + CountryAliases.aliases(ofCountry: country.code)
                + translations.names(ofCountry: country.code)
            return SourcePlace(
                key: "country:\(country.code)",
                kind: .country,
                name: country.name,
                alternateNames: cleaner.cleaned(names, mainName: country.name),
                coordinate: location.coordinate,
                population: country.population,
                countryCode: country.code,
                code: country.code,
                timeZone: location.timeZone
            )
        }
    }

    /// Where the country lies and its main time zone, or nil when neither its cities nor its capital tell.
    private func location(
        of country: CountryRecord, citiesByCountry: [String: [CityRecord]], allCities: [CityRecord]
    ) -> (coordinate: Coordinate, timeZone: String)? {
        if let summary = CitySummary(cities: citiesByCountry[country.code] ?? []) {
            return (summary.centroid, summary.mostPopulous.timeZone)
        }
        guard let capital = capitalFinder.city(named: country.capital, among: allCities) else { return nil }
        return (capital.coordinate, capital.timeZone)
    }
}
