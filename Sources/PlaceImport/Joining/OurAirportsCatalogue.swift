import Foundation
import StaysDomain

/// OurAirports' fields looked up by code, and the everyday names each can lend an airport.
struct OurAirportsCatalogue: Sendable {
    private let fields: [OurAirportsRecord]
    private let byCode: [String: Int]
    private let byIATA: [String: [Int]]
    private let keywordUses: [String: Int]

    /// Indexes the fields by identifier and GPS code (the first field winning), by IATA code, and counts how
    /// many fields list each keyword.
    init(_ fields: [OurAirportsRecord]) {
        self.fields = fields
        var byCode: [String: Int] = [:]
        var byIATA: [String: [Int]] = [:]
        var keywordUses: [String: Int] = [:]
        for (index, field) in fields.enumerated() {
            for code in [field.ident, field.gpsCode] where !code.isEmpty && byCode[code] == nil { byCode[code] = index }
            if !field.iata.isEmpty { byIATA[field.iata, default: []].append(index) }
            for keyword in Set(field.keywords) { keywordUses[keyword, default: 0] += 1 }
        }
        self.byCode = byCode
        self.byIATA = byIATA
        self.keywordUses = keywordUses
    }

    // MARK: - Lookup

    /// The field sharing the airport's ICAO code, else its IATA code in the same country.
    func match(for airport: AirportRecord) -> Int? {
        if !airport.icao.isEmpty, let index = byCode[airport.icao] { return index }
        guard !airport.iata.isEmpty else { return nil }
        return byIATA[airport.iata]?.first { fields[$0].countryCode == airport.countryCode }
    }

    // MARK: - Names

    /// OurAirports' name when it is spelled otherwise than `name`, then the keywords that read as names of this
    /// field alone: a heliport lends none; an abbreviation ("RAF", "NYC"), a lower-case tag ("military"), a
    /// keyword several fields share ("Manhattan", an area's name) or the town it serves ("Pocheon") is left out.
    func otherNames(of field: OurAirportsRecord, besides name: String) -> [String] {
        let spelledOtherwise = Self.folded(field.name) != Self.folded(name) ? [field.name] : []
        guard !field.isMinor else { return spelledOtherwise }
        return spelledOtherwise
            + field.keywords.filter { keyword in
                keywordUses[keyword] == 1 && keyword.count >= 3 && Self.readsAsName(keyword)
                    && Self.folded(keyword) != Self.folded(field.municipality)
            }
    }

    /// Whether a keyword starts like a name and is not an abbreviation written in capitals.
    private static func readsAsName(_ keyword: String) -> Bool {
        guard let first = keyword.first, !first.isLowercase, !first.isNumber else { return false }
        return !keyword.allSatisfy { $0.isUppercase || !$0.isLetter }
    }

    /// The name without case or accents, for comparing spellings.
    static func folded(_ name: String) -> String {
        name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}

/// The airports already listed, by folded name, to keep a second source from adding one twice.
struct KnownAirportNames: Sendable {
    private let pointsByName: [String: [Coordinate]]

    /// Indexes the airports' names and other names.
    init(_ airports: [AirportRecord]) {
        var points: [String: [Coordinate]] = [:]
        for airport in airports {
            for name in [airport.name] + airport.otherNames {
                points[OurAirportsCatalogue.folded(name), default: []].append(airport.coordinate)
            }
        }
        pointsByName = points
    }

    /// Whether an airport of this name lies within the distance of the point.
    func contains(_ name: String, near point: Coordinate, within kilometres: Double) -> Bool {
        (pointsByName[OurAirportsCatalogue.folded(name)] ?? []).contains {
            $0.distanceKilometres(to: point) <= kilometres
        }
    }
}
