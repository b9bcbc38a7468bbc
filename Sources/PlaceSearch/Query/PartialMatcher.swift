import Foundation
import StaysDomain

/// Ranks places that match most of the typed words, for when no place matches all of them: each word counts
/// by how rare it is, so "Godthaab / Nuuk Airport" still finds Nuuk Airport and "… Municipal Airport" the
/// airport stored as "… Regional Airport". A heliport, seaplane base or closed field is never a partial match.
struct PartialMatcher {
    let index: PlaceIndex
    let tokens: [QueryToken]
    let ranking: RankingModel
    /// The least share of the words' weight a name must match.
    static let minimumCoverage: Float = 0.5

    // MARK: - Ranking

    /// The best partial matches, best first, each marked partial.
    func best(_ request: SuggestionEngine.Request) -> [RankedPlace] {
        let weights = tokens.map(weight)
        let total = weights.reduce(0, +)
        guard total > 0 else { return [] }
        let matcher = NameMatcher(index: index, tokens: tokens, ranking: ranking)
        let gatherer = CandidateGatherer(index: index)
        var bestByPlace: [Int: RankedPlace] = [:]
        for token in tokens where !token.terms.isEmpty {
            for name in gatherer.names(in: token.terms, prefix: token.bytes) {
                let digest = index.nameDigests[Int(name)]
                let place = Int(digest.owner)
                guard request.includeGroups || index.kind(of: place) != .group,
                    !index.placeDigests[place].isMinorAirfield,
                    index.isInside(request.bounds, place: place)
                else { continue }
                let words = index.nameTerms(of: Int(name))
                var covered: Float = 0
                for (token, weight) in zip(tokens, weights)
                where words.contains(where: { token.terms.contains(Int($0)) })
                    || matcher.matchesContext(token, of: place)
                {
                    covered += weight
                }
                let coverage = covered / total
                guard coverage >= Self.minimumCoverage else { continue }
                let score = ranking.matchWeight * coverage + standing(of: place, near: request.near)
                if let existing = bestByPlace[place], existing.score >= score { continue }
                bestByPlace[place] = RankedPlace(place: place, name: Int(name), score: score, isPartial: true)
            }
        }
        let sorted = bestByPlace.values.sorted { $0.score != $1.score ? $0.score > $1.score : $0.place < $1.place }
        return Array(sorted.prefix(request.keep))
    }

    // MARK: - Parts

    /// How much a word tells: the rarer among names, the more (inverse document frequency).
    private func weight(_ token: QueryToken) -> Float {
        let names = Float(index.nameDigests.count)
        return Float(log(1 + Double(names / Float(1 + token.postingCount))))
    }

    private func standing(of place: Int, near: Coordinate?) -> Float {
        let importance = index.placeDigests[place].importance
        guard let near else { return ranking.score(match: 0, importance: importance, proximity: 0) }
        let distance = near.distanceKilometres(to: index.coordinate(of: place))
        return ranking.score(
            match: 0, importance: importance, proximity: ranking.proximity(distanceKilometres: distance))
    }
}
