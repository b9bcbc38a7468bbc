import StaysDomain

/// One airport, as read from airportsdata `airports.csv`: with an IATA code, or with only its ICAO code.
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
    let coordinate: Coordinate
    /// IANA time zone, empty when unknown.
    let timeZone: String

    /// The code that names it: its IATA code, else its ICAO code.
    var code: String { iata.isEmpty ? icao : iata }

    /// The key of its place, `airport:IATA` (`airport:ICAO` for an airport without an IATA code).
    var placeKey: String { Self.placeKey(iata: code) }

    /// The key of the place of the airport with this IATA code.
    static func placeKey(iata: String) -> String { "airport:\(iata)" }
}
