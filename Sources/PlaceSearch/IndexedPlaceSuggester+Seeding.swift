import StaysDomain

extension IndexedPlaceSuggester {
    // MARK: - Places to seed stays around

    /// Cities with at least `minimumPopulation` people, most populous first (ties in index order).
    public func cityPlacesByPopulation(minimumPopulation: Int) -> [Place] {
        let populations = index.storage.placePopulations
        return index.cities { Int(populations[$0]) >= minimumPopulation }
            .sorted { populations[$0] != populations[$1] ? populations[$0] > populations[$1] : $0 < $1 }
            .map { index.place(at: $0) }
    }

    /// The airports with an IATA code (`airport:IATA`), in index order: the ones with airline traffic. Airfields
    /// known only by their ICAO code (`airport:ICAO`) or OurAirports' identifier (`airfield:IDENT`) are left out,
    /// so a town beside a private strip or a heliport does not count as near one.
    public func airportPlaces() -> [Place] {
        let airport = PlaceKindCode.code(.airport)
        let prefix = "airport:"
        return (0..<index.placeCount).filter { index.storage.placeKinds[$0] == airport }.map { index.place(at: $0) }
            .filter { $0.id.rawValue.hasPrefix(prefix) && $0.id.rawValue.count == prefix.count + 3 }
    }
}
