import Foundation
import StaysDomain

/// How important a place is before anything about the query is known.
struct ImportanceModel: Sendable {
    /// What being a capital adds: less than a city three times larger gains (log10(3) / 7 ≈ 0.068), so
    /// without `near` the larger namesake wins.
    static let capitalBonus: Float = 0.04

    /// Importance from population alone: log10 of people over 7, so ten million ≈ 1.
    func populationScore(_ population: Int) -> Float {
        Float(log10(Double(max(population, 0)) + 1) / 7)
    }

    /// Importance of a place of this kind, population, capital status and name.
    func importance(kind: PlaceKind, population: Int, isCapital: Bool, name: String) -> Float {
        let base = populationScore(population)
        switch kind {
        case .city:
            return base + (isCapital ? Self.capitalBonus : 0)
        case .region:
            return base - 0.12
        case .country:
            return base + 0.05
        case .airport:
            return 0.8 * base + (name.localizedCaseInsensitiveContains("international") ? 0.08 : 0)
        case .group:
            return base
        }
    }

    /// A group ranks just below its most important member, so that member is shown first.
    func groupImportance(bestMember: Float) -> Float {
        bestMember - 0.03
    }
}
