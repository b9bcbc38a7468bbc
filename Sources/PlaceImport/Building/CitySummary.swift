import StaysDomain

/// What a set of cities adds up to: weighted centre, total population and the most populous one.
struct CitySummary: Sendable {
    /// The population-weighted centre of the cities.
    let centroid: Coordinate
    /// The sum of their populations.
    let population: Int
    /// The most populous city, the first one on ties.
    let mostPopulous: CityRecord

    /// Summarises the cities, or returns nil when there are none.
    init?(cities: [CityRecord]) {
        var centre = WeightedCentroid()
        var population = 0
        var mostPopulous: CityRecord?
        for city in cities {
            centre.add(city.coordinate, weight: Double(city.population))
            population += city.population
            if mostPopulous.map({ city.population > $0.population }) ?? true { mostPopulous = city }
        }
        guard let mostPopulous, let centroid = centre.centroid else { return nil }
        self.centroid = centroid
        self.population = population
        self.mostPopulous = mostPopulous
    }
}
