import PlaceSearch

/// Turns airport records into airport places, with the population around them and their region.
struct AirportPlaceBuilder: Sendable {
    /// The cities, bucketed for nearby search.
    let grid: CityGrid
    /// Gives the region key of a city.
    let join: RegionNameJoin
    /// Tidies the alternate names.
    let cleaner: AlternateNameCleaner
    /// The names people call an airport by.
    let everydayNames: AirportEverydayNames
    /// Cities within this distance count towards an airport's population.
    let populationRadiusKilometres: Double
    /// The airport takes the region of the nearest city of its country within this distance.
    let regionRadiusKilometres: Double

    /// Creates a builder; by default population counts within 50 km and a region is sought within 100 km.
    init(
        grid: CityGrid, join: RegionNameJoin, cleaner: AlternateNameCleaner, everydayNames: AirportEverydayNames,
        populationRadiusKilometres: Double = 50, regionRadiusKilometres: Double = 100
    ) {
        self.grid = grid
        self.join = join
        self.cleaner = cleaner
        self.everydayNames = everydayNames
        self.populationRadiusKilometres = populationRadiusKilometres
        self.regionRadiusKilometres = regionRadiusKilometres
    }

    // MARK: - Building

    /// One place per airport, in the order given; "<served city> Airport" names only the airports of the code
    /// lists, not every strip and heliport OurAirports places in a town.
    func places(for airports: [AirportRecord]) -> [SourcePlace] {
        airports.map { airport in
            let neighbours = grid.cities(
                within: max(populationRadiusKilometres, regionRadiusKilometres), of: airport.coordinate
            )
            let cityName = airport.city.isEmpty || !airport.ident.isEmpty ? [] : ["\(airport.city) Airport"]
            let everyday = airport.isMinor ? [] : everydayNames.names(of: airport, neighbours: neighbours)
            return SourcePlace(
                key: airport.placeKey,
                kind: .airport,
                name: airport.name,
                alternateNames: cleaner.cleaned(
                    [airport.iata, airport.icao] + cityName + everyday + airport.otherNames, mainName: airport.name),
                coordinate: airport.coordinate,
                population: population(of: neighbours),
                countryCode: airport.countryCode,
                regionKey: regionKey(of: airport, neighbours: neighbours),
                locality: airport.city.isEmpty ? nil : airport.city,
                code: airport.iata.isEmpty ? nil : airport.iata,
                timeZone: airport.timeZone,
                isMinorAirfield: airport.isMinor,
                isUnscheduledField: airport.isUnscheduledField
            )
        }
    }

    /// The total population of the neighbours within the population radius.
    private func population(of neighbours: [CityGrid.Neighbour]) -> Int {
        neighbours.reduce(0) { total, neighbour in
            neighbour.distanceKilometres <= populationRadiusKilometres ? total + neighbour.city.population : total
        }
    }

    /// The region of the nearest neighbour in the airport's country that has a named region.
    private func regionKey(of airport: AirportRecord, neighbours: [CityGrid.Neighbour]) -> String? {
        neighbours
            .filter { $0.distanceKilometres <= regionRadiusKilometres && $0.city.countryCode == airport.countryCode }
            .compactMap { neighbour in join.regionKey(of: neighbour.city).map { (neighbour, $0) } }
            .min { $0.0.distanceKilometres < $1.0.distanceKilometres }?.1
    }
}
