import Foundation
import StaysDomain

/// The weights that turn how well a name matched, how important a place is and how near it is into one score.
struct RankingModel: Sendable {
    /// Weight of the match quality (0...~1.5).
    var matchWeight: Float = 2.0
    /// Weight of static importance (≈ 0...1.1).
    var importanceWeight: Float = 1.5
    /// Weight of nearness (0...1).
    var proximityWeight: Float = 0.6

    /// Nearness in 0...1: 1 at the point, about 0.5 at 100 km, 0 from about 2,000 km.
    func proximity(distanceKilometres distance: Double) -> Float {
        Float(max(0, 1 - log10(1 + distance / 10) / log10(201)))
    }

    /// The combined score.
    func score(match: Float, importance: Float, proximity: Float) -> Float {
        matchWeight * match + importanceWeight * importance + proximityWeight * proximity
    }

    /// Score of a typed prefix of `typed` letters against a word of `full` letters.
    func prefixMatch(typed: Int, full: Int) -> Float {
        typed >= full ? 1 : 0.85 + 0.1 * Float(typed) / Float(max(full, 1))
    }

    /// Taken from a whole word matched by the word still being typed: "mila" may be Mila, but is more likely on
    /// its way to Milan, so the exact word leads a prefix only by what importance cannot outweigh.
    let unfinishedWordDiscount: Float = 0.05

    /// Score of a word matched with `edits` typing mistakes.
    func typoMatch(edits: Int) -> Float {
        0.6 - 0.15 * Float(edits)
    }

    /// Added to a typo match that covers the whole word rather than its beginning.
    let wholeWordTypoBonus: Float = 0.15

    /// How far a group stands below its best member, so that member is listed first.
    let groupPenalty: Float = 0.05

    /// Score of a word found in the place's region or country rather than its name.
    let contextMatch: Float = 0.5

    /// Added to the match of an airport (or airport group) whose own three-letter code was typed exactly.
    let exactCodeMatch: Float = 1.0

    /// Added to the match of a place's main name, so its own name beats another place's alternate one.
    let mainNameBonus: Float = 0.1

    /// Taken from the match of an alternate name whose words were not all typed in full.
    let alternatePrefixPenalty: Float = 0.3

    /// Added to the importance of a place in the country whose language alone is written in the query (Korea for
    /// Hangul): Korean search boxes show Korean towns first, "우" is 울산 before 우한. Half of what nearness gives.
    let homeCountryLift: Float = 0.2

    /// Taken from the match of an alternate name that is another well-known place's main name ("Pueblo" for
    /// Puebla) or a long official form ("Heroica Puebla de Zaragoza").
    let weakAlternatePenalty: Float = 0.2
}
