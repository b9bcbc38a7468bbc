import StaysDomain

/// One airport, as read from airportsdata `airports.csv` (with an IATA code, or with only its ICAO code), or an
/// airfield only OurAirports lists.
struct AirportRecord: Hashable, Sendable {
    /// The three-letter IATA code, empty when the airport has none.
    let iata: String
    /// The four-letter ICAO code, empty when missing.
    let icao: String
    /// The airport's name.
    let name: String
    /// The city it serves, empty when missing.
    let city: String
    /// ISO 3166-1 alpha-2 code of its country.
    let countryCode: String
    /// Where it lies.
    var coordinate: Coordinate
    /// IANA time zone, empty when unknown.
    let timeZone: String
    /// OurAirports' identifier of an airfield that only OurAirports lists, empty for airportsdata's airports.
    var ident: String = ""
    /// Other names it is known by: OurAirports' spelling of its name and its keywords.
    var otherNames: [String] = []
    /// Whether it is a heliport, a seaplane base or a closed field: found by its own name, weighed least.
    var isMinor: Bool = false
    /// Whether OurAirports lists it as a small or medium field that no airline flies to on a timetable (an air base
    /// or a flying-club strip with a code of its own): weighed like a field without an IATA code.
    var isUnscheduledField: Bool = false

    /// The code that names it: its IATA code, else its ICAO code, else OurAirports' identifier.
    var code: String { iata.isEmpty ? (icao.isEmpty ? ident : icao) : iata }

    /// The key of its place: `airport:IATA`, `airport:ICAO` for an airport without an IATA code, and
    /// `airfield:IDENT` for an airfield only OurAirports lists (its identifier may be a local code).
    var placeKey: String { ident.isEmpty ? Self.placeKey(iata: code) : "airfield:\(ident)" }

    /// The key of the place of the airport with this IATA code.
    static func placeKey(iata: String) -> String { "airport:\(iata)" }
}
