import StaysDomain

/// Scores candidate names once each and keeps the best-scoring name per place.
struct CandidateCollector {
    let index: PlaceIndex
    let matcher: NameMatcher
    let ranking: RankingModel
    let near: Coordinate?
    let bounds: SearchBounds?
    let includeGroups: Bool
    /// Whether three or four typed letters mean a code (see `CodeIntent`).
    let codeIntent: CodeIntent
    /// The country place whose places are lifted, because the query is written in its language alone.
    let homeCountry: Int32?
    private var bestByPlace: [Int: RankedPlace] = [:]
    /// Heliports, seaplane bases and closed fields that matched without their whole name typed: listed only
    /// when nothing else matched.
    private var fallbackByPlace: [Int: RankedPlace] = [:]
    /// The highest importance among the places found so far.
    private(set) var bestImportance: Float = -.infinity

    init(
        index: PlaceIndex, matcher: NameMatcher, ranking: RankingModel, near: Coordinate?, bounds: SearchBounds?,
        includeGroups: Bool, codeIntent: CodeIntent = .none, homeCountry: Int32? = nil
    ) {
        self.index = index
        self.matcher = matcher
        self.ranking = ranking
        self.near = near
        self.bounds = bounds
        self.includeGroups = includeGroups
        self.codeIntent = codeIntent
        self.homeCountry = homeCountry
        bestByPlace.reserveCapacity(256)
    }

    /// Places found so far, not counting the minor airfields kept as a fallback.
    var count: Int { bestByPlace.count }

    /// Whether a minor airfield matched every typed word without its whole name being typed.
    var hasFallback: Bool { !fallbackByPlace.isEmpty }

    // MARK: - Considering

    /// Scores each name (a name seen twice is scored twice, which is cheaper than remembering it).
    mutating func consider(_ names: some Sequence<Int32>) {
        for name in names {
            score(name: Int(name))
        }
    }

    /// Scores the names of places near a point that have a word in `terms`.
    mutating func considerPlaces(near point: Coordinate, terms: Range<Int>) {
        for place in index.cityGrid.places(around: point, minimumCount: 1500) {
            for name in index.names(of: Int(place))
            where index.nameTerms(of: name).contains(where: { terms.contains(Int($0)) }) {
                consider(CollectionOfOne(Int32(name)))
            }
        }
    }

    /// The best-scoring place whose matched name is exactly the one term `term`.
    func bestPlace(namedExactly term: Int) -> RankedPlace? {
        let exact = bestByPlace.values.filter {
            index.nameTerms(of: $0.name).elementsEqual(CollectionOfOne(Int32(term)))
        }
        return exact.max { ($0.score, $1.place) < ($1.score, $0.place) }
    }

    /// The best places, best first; the minor airfields kept as a fallback only when nothing else matched.
    func best(_ limit: Int) -> [RankedPlace] {
        let found = bestByPlace.isEmpty ? fallbackByPlace : bestByPlace
        let sorted = found.values.sorted { left, right in
            left.score != right.score ? left.score > right.score : left.place < right.place
        }
        return Array(sorted.prefix(limit))
    }

    // MARK: - Scoring

    private mutating func score(name: Int) {
        let nameDigest = index.nameDigests[name]
        let place = Int(nameDigest.owner)
        let digest = index.placeDigests[place]
        guard includeGroups || digest.kind != .group, index.isInside(bounds, place: place) else { return }
        // A name written as a code counts only when a code is meant; a country's ("USA", "KOR") always does.
        if digest.kind != .country, CodeIntent.isCode(index.storage.names.utf8(name)),
            !codeIntent.meansCode(kind: digest.kind, importance: digest.importance)
        {
            return
        }
        let isMainName = Int(digest.mainName) == name || nameDigest.isMainForm
        let wholeName = digest.isMinorAirfield
            ? matcher.match(nameDigest, isMainName: isMainName, wholeNameOnly: true) : nil
        guard let match = wholeName ?? matcher.match(nameDigest, isMainName: isMainName) else { return }
        let code = codeBonus(name: name, digest: digest)
        let total = ranking.matchWeight * (match + code) + standing(of: place, digest: digest)
        if digest.isMinorAirfield, wholeName == nil {
            if let existing = fallbackByPlace[place], existing.score >= total { return }
            fallbackByPlace[place] = RankedPlace(place: place, name: name, score: total)
            return
        }
        if let existing = bestByPlace[place], existing.score >= total { return }
        bestByPlace[place] = RankedPlace(place: place, name: name, score: total)
        if !fallbackByPlace.isEmpty { fallbackByPlace[place] = nil }
        bestImportance = max(bestImportance, digest.importance)
    }

    /// An airport's or airport group's own three-letter code typed exactly ranks it above every place that merely
    /// has a word of those letters; `score` has already dropped the code when it is not meant.
    private func codeBonus(name: Int, digest: PlaceDigest) -> Float {
        guard digest.kind == .airport || digest.kind == .group, matcher.tokens.count == 1 else { return 0 }
        let typed = matcher.tokens[0].bytes
        let written = index.storage.names.utf8(name)
        guard typed.count == 3, written.count == 3 else { return 0 }
        let isCode = zip(typed, written).allSatisfy { typed, written in
            (0x61...0x7A).contains(typed) && written == typed - 0x20
        }
        return isCode ? ranking.exactCodeMatch : 0
    }

    /// Importance and nearness together; a group stands just below its best-standing member. Members are
    /// stored most important first, so without a `near` point the first one stands best.
    private func standing(of place: Int, digest: PlaceDigest) -> Float {
        guard digest.kind == .group else { return ownStanding(of: place) }
        let members = index.members(of: place).prefix(near == nil ? 1 : 200)
        let best = members.reduce(-Float.infinity) { max($0, ownStanding(of: Int($1))) }
        return best - ranking.groupPenalty
    }

    private func ownStanding(of place: Int) -> Float {
        let importance = index.placeDigests[place].importance + homeLift(of: place)
        guard let near else { return ranking.score(match: 0, importance: importance, proximity: 0) }
        let distance = near.distanceKilometres(to: index.coordinate(of: place))
        return ranking.score(
            match: 0, importance: importance, proximity: ranking.proximity(distanceKilometres: distance))
    }

    /// The home country's lift for a place in it, or for the country itself.
    private func homeLift(of place: Int) -> Float {
        guard let homeCountry else { return 0 }
        let isHome = place == Int(homeCountry) || index.storage.placeCountries[place] == homeCountry
        return isHome ? ranking.homeCountryLift : 0
    }
}
