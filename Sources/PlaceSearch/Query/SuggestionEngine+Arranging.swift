/// The final order of a ranking: a town named exactly by a very short query is shown, and a city comes before
/// the region that shares its name and the airport named after it.
extension SuggestionEngine {
    /// Queries of at most this many letters always show a place named exactly that, if one exists (not in a
    /// syllabic script, where two letters are one syllable still being composed).
    static let shortestListedName = 2
    /// How far from an airport a town named in it may lie and still be the town it is named after.
    static let townReach = 50.0
    /// The least importance of a town listed before the airport named after it: a city of 100,000 people.
    static let townOfNote = ImportanceModel().populationScore(100_000)

    // MARK: - Arranging

    /// The collector's best places in their final order.
    func arranged(_ collector: CandidateCollector, _ tokens: [QueryToken], _ request: Request) -> [RankedPlace] {
        var places = collector.best(request.keep)
        if tokens.count == 1, tokens[0].letters <= Self.shortestListedName, !tokens[0].isSyllabic,
            let term = index.dictionary.exactTerm(tokens[0].bytes),
            let exact = collector.bestPlace(namedExactly: term)
        {
            places = Self.shown(exact, in: places, limit: request.limit)
        }
        return townsBeforeTheirAirports(citiesBeforeTheirRegions(places))
    }

    /// `place` moved into the last of the first `limit` rows when it is not already among them.
    static func shown(_ place: RankedPlace, in places: [RankedPlace], limit: Int) -> [RankedPlace] {
        if let position = places.firstIndex(where: { $0.place == place.place }), position < limit { return places }
        var shown = places.filter { $0.place != place.place }
        shown.insert(place, at: min(max(limit - 1, 0), shown.count))
        return shown
    }

    /// A city listed after a region that contains it and has its name (as any of its names: Nara-shi is also
    /// Nara) moves just above that region.
    func citiesBeforeTheirRegions(_ places: [RankedPlace]) -> [RankedPlace] {
        var ordered = places
        var position = 0
        while position < ordered.count {
            let region = ordered[position].place
            if index.kind(of: region) == .region,
                let city = ordered[(position + 1)...].firstIndex(where: { isNamesake($0, ofRegion: region) })
            {
                ordered.insert(ordered.remove(at: city), at: position)
                position += 1
            }
            position += 1
        }
        return ordered
    }

    private func isNamesake(_ candidate: RankedPlace, ofRegion region: Int) -> Bool {
        guard index.kind(of: candidate.place) == .city, index.storage.placeRegions[candidate.place] == region
        else { return false }
        let regionName = index.nameTerms(of: Int(index.placeDigests[region].mainName))
        return index.nameTerms(of: candidate.name).elementsEqual(regionName)
            || index.names(of: candidate.place).contains { index.nameTerms(of: $0).elementsEqual(regionName) }
    }

    /// A town of note listed after an airport named after it, within `townReach` km, moves just above the airport:
    /// a stay is booked in the town, so "gimp" is Gimpo before Gimpo International Airport. An airport found by its
    /// code ("pub"), or named after a village (Haneda), keeps its place.
    func townsBeforeTheirAirports(_ places: [RankedPlace]) -> [RankedPlace] {
        var ordered = places
        var position = 0
        while position < ordered.count {
            let airport = ordered[position]
            if index.kind(of: airport.place) == .airport, !CodeIntent.isCode(index.storage.names.utf8(airport.name)),
                let word = index.nameTerms(of: airport.name).first,
                let town = ordered[(position + 1)...].firstIndex(where: { isTown($0, namingAirport: airport, by: word) })
            {
                ordered.insert(ordered.remove(at: town), at: position)
            }
            position += 1
        }
        return ordered
    }

    private func isTown(_ candidate: RankedPlace, namingAirport airport: RankedPlace, by word: Int32) -> Bool {
        guard index.kind(of: candidate.place) == .city,
            index.placeDigests[candidate.place].importance >= Self.townOfNote,
            index.coordinate(of: candidate.place).distanceKilometres(to: index.coordinate(of: airport.place))
                <= Self.townReach
        else { return false }
        return index.names(of: candidate.place).contains { index.nameTerms(of: $0).first == word }
    }

    /// The first `leading` places of `first`, then the rest of both lists by score, each place once.
    static func listed(_ first: [RankedPlace], before second: [RankedPlace], leading: Int, keep: Int) -> [RankedPlace] {
        let lead = Array(first.prefix(leading))
        let leadPlaces = Set(lead.map(\.place))
        let rest = merged(Array(first.dropFirst(leading)), second, keep: keep).filter { !leadPlaces.contains($0.place) }
        return Array((lead + rest).prefix(keep))
    }
}
