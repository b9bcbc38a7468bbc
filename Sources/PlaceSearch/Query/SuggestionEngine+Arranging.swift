/// The final order of a ranking: a town named exactly by a very short query is shown, and a city comes before
/// the region that shares its name.
extension SuggestionEngine {
    /// Queries of at most this many letters always show a place named exactly that, if one exists (not in a
    /// syllabic script, where two letters are one syllable still being composed).
    static let shortestListedName = 2

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
        return citiesBeforeTheirRegions(places)
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

    /// The first `leading` places of `first`, then the rest of both lists by score, each place once.
    static func listed(_ first: [RankedPlace], before second: [RankedPlace], leading: Int, keep: Int) -> [RankedPlace] {
        let lead = Array(first.prefix(leading))
        let leadPlaces = Set(lead.map(\.place))
        let rest = merged(Array(first.dropFirst(leading)), second, keep: keep).filter { !leadPlaces.contains($0.place) }
        return Array((lead + rest).prefix(keep))
    }
}
