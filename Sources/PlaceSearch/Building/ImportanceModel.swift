import Foundation
import StaysDomain

/// How important a place is before anything about the query is known.
struct ImportanceModel: Sendable {
    /// What being a capital adds: less than a city three times larger gains (log10(3) / 7 ≈ 0.068), so
    /// without `near` the larger namesake wins.
    static let capitalBonus: Float = 0.04
    /// What an airfield without an IATA code (known by its ICAO code only) keeps of an airport's weight: found by
    /// its own name, it never crowds a town or a served airport out of a prefix.
    static let uncodedAirportShare: Float = 0.25
    /// What a heliport, seaplane base or closed field keeps of an airport's weight: less than an airfield.
    static let minorAirfieldShare: Float = 0.1

    /// Importance from population alone: log10 of people over 7, so ten million ≈ 1.
    func populationScore(_ population: Int) -> Float {
        Float(log10(Double(max(population, 0)) + 1) / 7)
    }

    /// Importance of a place of this kind, population, capital status, name and code (an airport's IATA code);
    /// a minor airfield is a heliport, a seaplane base or a closed field.
    func importance(
        kind: PlaceKind, population: Int, isCapital: Bool, name: String, code: String? = nil,
        isMinorAirfield: Bool = false
    ) -> Float {
        let base = populationScore(population)
        switch kind {
        case .city:
            return base + (isCapital ? Self.capitalBonus : 0)
        case .region:
            return base - 0.12
        case .country:
            return base + 0.05
        case .airport where isMinorAirfield:
            return Self.minorAirfieldShare * 0.8 * base
        case .airport where code == nil:
            return Self.uncodedAirportShare * 0.8 * base
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
