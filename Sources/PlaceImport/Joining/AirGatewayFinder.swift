import Foundation
import PlaceSearch

/// Finds the towns scheduled flights serve: each airport with a timetable and an IATA code names the town it
/// serves (OurAirports' municipality), and the nearest city of that name within reach is its gateway town.
struct AirGatewayFinder: Sendable {
    /// How far from its airport a served town may lie.
    static let reachKilometres = 40.0

    /// Cities near each airport.
    let grid: CityGrid

    // MARK: - Finding

    /// The gateway each served city has, by GeoNames id; the biggest airport wins where several serve one town.
    func gateways(for fields: [OurAirportsRecord]) -> [Int: AirGateway] {
        var gateways: [Int: AirGateway] = [:]
        for field in fields where field.hasScheduledService && !field.iata.isEmpty {
            let level = Self.level(of: field.kind)
            let served = Self.townName(field.municipality)
            guard level != .none, !served.isEmpty else { continue }
            let town = grid.cities(within: Self.reachKilometres, of: field.coordinate)
                .filter { neighbour in Self.names(of: neighbour.city).contains(served) }
                .min { $0.distanceKilometres < $1.distanceKilometres }
            guard let town else { continue }
            gateways[town.city.id] = max(gateways[town.city.id] ?? .none, level)
        }
        return gateways
    }

    // MARK: - Names

    private static func level(of kind: OurAirportsRecord.Kind) -> AirGateway {
        switch kind {
        case .largeAirport: .major
        case .mediumAirport: .regional
        default: .none
        }
    }

    /// The municipality without a bracketed district or a trailing "Island" ("Mianyang (Fucheng)" → "mianyang",
    /// "Rodes Island" → "rodes"), folded.
    static func townName(_ municipality: String) -> String {
        var name = municipality
        if let bracket = name.firstIndex(of: "(") { name = String(name[..<bracket]) }
        name = name.trimmingCharacters(in: .whitespaces)
        if name.hasSuffix(" Island") { name = String(name.dropLast(" Island".count)) }
        return OurAirportsCatalogue.folded(name)
    }

    private static func names(of city: CityRecord) -> Set<String> {
        Set(([city.name] + city.alternateNames).map(OurAirportsCatalogue.folded))
    }
}
