import StaysDomain

/// Scores candidate names once each and keeps the best-scoring name per place.
struct CandidateCollector {
    let index: PlaceIndex
    let matcher: NameMatcher
    let ranking: RankingModel
    let near: Coordinate?
    let bounds: SearchBounds?
    let includeGroups: Bool
    private var seenNames: Set<Int32> = []
    private var bestByPlace: [Int: RankedPlace] = [:]

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
    }

    /// Places found so far.
    var count: Int { bestByPlace.count }

    // MARK: - Considering

    /// Scores each name not seen before.
    mutating func consider(_ names: some Sequence<Int32>) {
        for name in names where seenNames.insert(name).inserted {
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
        let place = Int(index.storage.nameOwners[name])
        let kind = index.kind(of: place)
        guard includeGroups || kind != .group, index.isInside(bounds, place: place) else { return }
        guard let match = matcher.match(name: name) else { return }
        let total = ranking.score(
            match: match, importance: index.storage.placeImportance[place], proximity: proximity(of: place))
        if let existing = bestByPlace[place], existing.score >= total { return }
        bestByPlace[place] = RankedPlace(place: place, name: name, score: total)
    }

    private func proximity(of place: Int) -> Float {
        guard let near else { return 0 }
        if index.kind(of: place) == .group {
            return index.members(of: place).prefix(200).reduce(0) { best, member in
                max(best, ranking.proximity(distanceKilometres: near.distanceKilometres(to: index.coordinate(of: Int(member)))))
            }
        }
        return ranking.proximity(distanceKilometres: near.distanceKilometres(to: index.coordinate(of: place)))
    }
}
