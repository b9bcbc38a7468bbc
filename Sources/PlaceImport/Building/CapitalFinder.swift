/// Finds each country's capital city: the most populous city named, or also called, as the capital.
struct CapitalFinder: Sendable {
    // MARK: - Finding

    /// The capital city of each country that has one among its own cities, by ISO code.
    func capitals(
        of countries: [CountryRecord], citiesByCountry: [String: [CityRecord]]
    ) -> [String: CityRecord] {
        var capitals: [String: CityRecord] = [:]
        for country in countries {
            if let capital = city(named: country.capital, among: citiesByCountry[country.code] ?? []) {
                capitals[country.code] = capital
            }
        }
        return capitals
    }

    /// The most populous city whose name or an alternate name equals `name`; the first on ties.
    func city(named name: String, among cities: [CityRecord]) -> CityRecord? {
        guard !name.isEmpty else { return nil }
        var best: CityRecord?
        for city in cities where city.name == name || city.alternateNames.contains(name) {
            if best.map({ city.population > $0.population }) ?? true { best = city }
        }
        return best
    }
}
