import Foundation
import StaysDomain

/// How important a place is before anything about the query is known.
struct ImportanceModel: Sendable {
    /// What being a capital adds: less than a city three times larger gains (log10(3) / 7 ≈ 0.068), so
    /// without `near` the larger namesake wins.
    static let capitalBonus: Float = 0.04
    /// What an airfield without an IATA code (known by its ICAO code only), or one no airline flies to,
    /// keeps of an airport's weight: found by its own name, it never crowds a town or a served airport out of a
    /// prefix (an air base such as Creil's or Pocheon's G-217 does not stand like an airport with flights).
    static let uncodedAirportShare: Float = 0.25
    /// What a heliport, seaplane base or closed field keeps of an airport's weight: less than an airfield.
    static let minorAirfieldShare: Float = 0.1

    /// What an airport keeps of the importance of the people it serves: a stay is booked in a town, so Orlando
    /// comes before Orlando Sanford International Airport and Bengaluru before Ben Gurion.
    static let airportShare: Float = 0.7
    /// What fame beyond what a place's population explains adds, per unit of fame.
    static let fameWeight: Float = 0.5
    /// How far a country stands below a city of its people: a stay is booked in a city, so "rom" is Rome before
    /// Romania and "mad" Madrid before Madagascar, while "fra" is still France before Frankfurt.
    static let countryStep: Float = 0.2

    /// How far a region stands below a city of its people and fame: a stay is booked in a city. (Halving it put
    /// Bali and Crete first but lost more destinations to their regions than it won.)
    static let regionStep: Float = 0.12

    /// The standing a scheduled airport vouches for: a town with a large one is visited like a city of a million
    /// people, one with a medium one like a city of 250,000.
    func gatewayFloor(_ gateway: AirGateway) -> Float {
        switch gateway {
        case .none: 0
        case .regional: populationScore(250_000)
        case .major: populationScore(1_000_000)
        }
    }

    /// Importance from population alone: log10 of people over 7, so ten million ≈ 1.
    func populationScore(_ population: Int) -> Float {
        Float(log10(Double(max(population, 0)) + 1) / 7)
    }

    /// Fame in 0…1 from how many names a place has in other languages and spellings: travellers' places are named
    /// everywhere (Venice has 66 names, Venustiano Carranza, eight times larger, one), so this tells a
    /// destination from a big town no one visits. log10 of names over 2, so a hundred names ≈ 1.
    func fameScore(alternateNames: Int) -> Float {
        min(1, Float(log10(Double(max(alternateNames, 0)) + 1) / 2))
    }

    /// A city's or region's standing: its population score, lifted where it is more famous than its size
    /// explains (Venice, Siem Reap, Queenstown), then lifted again where scheduled flights serve more travellers
    /// than its people explain (Rhodes, the Cayman Islands' George Town), never lowered, so a megacity stands
    /// where its people put it.
    func travelScore(population: Int, alternateNames: Int, airGateway: AirGateway = .none) -> Float {
        let base = populationScore(population)
        let famous = base + Self.fameWeight * max(0, fameScore(alternateNames: alternateNames) - base)
        return famous + Self.fameWeight * max(0, gatewayFloor(airGateway) - famous)
    }

    /// Importance of a place of this kind, population, capital status, name, code (an airport's IATA code) and
    /// count of alternate names; a minor airfield is a heliport, a seaplane base or a closed field.
    func importance(
        kind: PlaceKind, population: Int, isCapital: Bool, name: String, code: String? = nil,
        isMinorAirfield: Bool = false, alternateNames: Int = 0, isUnscheduledField: Bool = false,
        airGateway: AirGateway = .none
    ) -> Float {
        let base = populationScore(population)
        switch kind {
        case .city:
            return travelScore(population: population, alternateNames: alternateNames, airGateway: airGateway)
                + (isCapital ? Self.capitalBonus : 0)
        case .region:
            return travelScore(population: population, alternateNames: alternateNames) - Self.regionStep
        case .country:
            return base - Self.countryStep
        case .airport where isMinorAirfield:
            return Self.minorAirfieldShare * Self.airportShare * base
        case .airport where code == nil || isUnscheduledField:
            return Self.uncodedAirportShare * Self.airportShare * base
        case .airport:
            return Self.airportShare * base + (name.localizedCaseInsensitiveContains("international") ? 0.06 : 0)
        case .group:
            return base
        }
    }

    /// A group ranks just below its most important member, so that member is shown first.
    func groupImportance(bestMember: Float) -> Float {
        bestMember - 0.03
    }
}
