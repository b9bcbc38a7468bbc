import Foundation

/// The names people call an airport by beyond its official one: the populated place within a few kilometres
/// that GeoNames gives the airport's code ("HND" is one of Haneda's names) or whose name is a run of words in
/// the airport's name ("Narita International Airport"), and its metropolitan code's city.
struct AirportEverydayNames: Sendable {
    /// The place must lie within this distance of the airport.
    let radiusKilometres: Double
    /// The metropolitan city's name by airport code, such as "Tokyo" for "HND".
    let metroCityByAirport: [String: String]

    /// Creates the rule; by default the place lies within 15 km.
    init(metroCodes: [MetroCodeRecord], radiusKilometres: Double = 15) {
        var cities: [String: String] = [:]
        for record in metroCodes where !record.cityName.isEmpty && cities[record.airportCode] == nil {
            cities[record.airportCode] = record.cityName
        }
        metroCityByAirport = cities
        self.radiusKilometres = radiusKilometres
    }

    // MARK: - Names

    /// "<place>" and "<place> Airport" for the place it is named after, and "<metro city> Airport".
    func names(of airport: AirportRecord, neighbours: [CityGrid.Neighbour]) -> [String] {
        var names: [String] = []
        if let place = namesake(of: airport, neighbours: neighbours) {
            names += [place.name, "\(place.name) Airport"]
        }
        if let metro = metroCityByAirport[airport.iata] { names.append("\(metro) Airport") }
        return names
    }

    /// The nearest place that has the airport's code among its names, else the nearest whose name is in the
    /// airport's name.
    func namesake(of airport: AirportRecord, neighbours: [CityGrid.Neighbour]) -> CityRecord? {
        let near = neighbours.filter { $0.distanceKilometres <= radiusKilometres }
            .sorted { $0.distanceKilometres < $1.distanceKilometres }
        if !airport.iata.isEmpty, let coded = near.first(where: { $0.city.alternateNames.contains(airport.iata) }) {
            return coded.city
        }
        let airportWords = Self.words(airport.name)
        return near.first { Self.contains(airportWords, run: Self.words($0.city.name)) }?.city
    }

    // MARK: - Words

    private static func words(_ text: String) -> [String] {
        text.lowercased().components(separatedBy: CharacterSet.alphanumerics.inverted).filter { !$0.isEmpty }
    }

    private static func contains(_ words: [String], run: [String]) -> Bool {
        guard !run.isEmpty, run.count <= words.count else { return false }
        return (0...(words.count - run.count)).contains { start in
            words[start..<(start + run.count)].elementsEqual(run)
        }
    }
}
