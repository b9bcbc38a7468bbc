import StaysDomain

/// Lists the real places a group, region or country stands for, most important and nearest first.
struct DetailRanker {
    let index: PlaceIndex
    let ranking = RankingModel()

    /// Members of a group, the cities of a region or country, or the place itself.
    func members(of place: Int, near: Coordinate?, limit: Int) -> [PlaceWithDistance] {
        let candidates: [Int]
        switch index.kind(of: place) {
        case .group:
            candidates = index.members(of: place).map(Int.init)
        case .region:
            candidates = index.cities { index.storage.placeRegions[$0] == Int32(place) }
        case .country:
            candidates = index.cities { index.storage.placeCountries[$0] == Int32(place) }
        case .city, .airport:
            candidates = [place]
        }
        return
            candidates
            .map { ($0, score(of: $0, near: near)) }
            .sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
            .prefix(limit)
            .map { result(for: $0.0, near: near) }
    }

    /// A place with its distance from `near`.
    func result(for place: Int, near: Coordinate?) -> PlaceWithDistance {
        PlaceWithDistance(
            place: index.place(at: place),
            distanceKilometres: near.map { $0.distanceKilometres(to: index.coordinate(of: place)) })
    }

    // MARK: - Ranking

    private func score(of place: Int, near: Coordinate?) -> Float {
        let proximity = near.map {
            ranking.proximity(distanceKilometres: $0.distanceKilometres(to: index.coordinate(of: place)))
        }
        return ranking.score(match: 0, importance: index.storage.placeImportance[place], proximity: proximity ?? 0)
    }
}
