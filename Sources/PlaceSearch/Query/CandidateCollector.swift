import StaysDomain

/// Scores candidate names once each and keeps the best-scoring name per place.
struct CandidateCollector {
    let index: PlaceIndex
    let matcher: NameMatcher
    let ranking: RankingModel
    let near: Coordinate?
    let bounds: SearchBounds?
    let includeGroups: Bool
    private var bestByPlace: [Int: RankedPlace] = [:]
    /// The highest importance among the places found so far.
    private(set) var bestImportance: Float = -.infinity

    init(
        index: PlaceIndex, matcher: NameMatcher, ranking: RankingModel, near: Coordinate?, bounds: SearchBounds?,
        includeGroups: Bool
    ) {
        self.index = index
        self.matcher = matcher
        self.ranking = ranking
        self.near = near
        self.bounds = bounds
        self.includeGroups = includeGroups
        bestByPlace.reserveCapacity(256)
    }

    /// Places found so far.
    var count: Int { bestByPlace.count }

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

    /// The best places, best first.
    func best(_ limit: Int) -> [RankedPlace] {
        let sorted = bestByPlace.values.sorted { left, right in
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
        guard let match = matcher.match(nameDigest, isMainName: Int(digest.mainName) == name) else { return }
        let total = ranking.matchWeight * match + standing(of: place, digest: digest)
        if let existing = bestByPlace[place], existing.score >= total { return }
        bestByPlace[place] = RankedPlace(place: place, name: name, score: total)
        bestImportance = max(bestImportance, digest.importance)
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
        let importance = index.placeDigests[place].importance
        guard let near else { return ranking.score(match: 0, importance: importance, proximity: 0) }
        let distance = near.distanceKilometres(to: index.coordinate(of: place))
        return ranking.score(
            match: 0, importance: importance, proximity: ranking.proximity(distanceKilometres: distance))
    }
}
