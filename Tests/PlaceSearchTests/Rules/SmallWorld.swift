import PlaceSearch
import PlaceSearchTestSupport
import StaysDomain
import StaysTestSupport

/// A few places indexed for one rule's tests, with the rows they suggest as "title, subtitle" lines.
struct SmallWorld {
    let suggester: IndexedPlaceSuggester

    init(_ places: [SourcePlace], groups: [SourceGroup] = []) {
        suggester = IndexedPlaceSuggester(
            index: PlaceIndexBuilder(scanLimit: 1024).build(PlaceSourceData(places: places, groups: groups)))
    }

    /// The titles suggested for the text, best first.
    func titles(_ text: String, limit: Int = 10) -> [String] {
        suggestions(text, limit: limit).map(\.title)
    }

    /// The rows suggested for the text as "title | subtitle", best first.
    func rows(_ text: String, limit: Int = 10) -> [String] {
        suggestions(text, limit: limit).map { $0.title + " | " + $0.subtitle }
    }

    /// The suggestions for the text; a query the domain refuses gives none.
    func suggestions(_ text: String, limit: Int = 10) -> [PlaceSuggestion] {
        guard let query = try? SuggestionQuery(text: text, limit: limit) else { return [] }
        return suggester.suggest(query)
    }
}

extension SourcePlace {
    /// A city with the key `geonames:ID`, for rule tests.
    static func city(
        _ id: Int, _ name: String, _ population: Int, country: String = "US", region: String? = nil,
        at latitude: Double, _ longitude: Double, alternates: [String] = [], isCapital: Bool = false
    ) -> SourcePlace {
        .fixture(
            id: id, name: name, alternateNames: alternates, latitude: latitude, longitude: longitude,
            population: population, country: country, region: region, isCapital: isCapital)
    }

    /// A region with the key `region:CC-CODE`.
    static func region(
        _ code: String, _ name: String, _ population: Int, country: String, at latitude: Double, _ longitude: Double,
        alternates: [String] = []
    ) -> SourcePlace {
        SourcePlace(
            key: "region:\(country)-\(code)", kind: .region, name: name, alternateNames: alternates,
            coordinate: Coordinate(latitude: latitude, longitude: longitude), population: population,
            countryCode: country)
    }

    /// A country with the key `country:CC`.
    static func country(_ code: String, _ name: String, _ population: Int, alternates: [String] = []) -> SourcePlace {
        SourcePlace(
            key: "country:\(code)", kind: .country, name: name, alternateNames: alternates,
            coordinate: Coordinate(latitude: 0, longitude: 0), population: population, countryCode: code, code: code)
    }

    /// An airport with the key `airport:IATA`, its code among its names.
    static func airport(
        _ iata: String, _ name: String, served population: Int, country: String, city: String,
        at latitude: Double, _ longitude: Double, alternates: [String] = []
    ) -> SourcePlace {
        SourcePlace(
            key: "airport:\(iata)", kind: .airport, name: name, alternateNames: [iata] + alternates,
            coordinate: Coordinate(latitude: latitude, longitude: longitude), population: population,
            countryCode: country, locality: city, code: iata)
    }
}
