import StaysDomain

/// One airport with an IATA code, as read from airportsdata `airports.csv`.
struct AirportRecord: Hashable, Sendable {
    /// The three-letter IATA code.
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

    /// The key of its place, `airport:IATA`.
    var placeKey: String { Self.placeKey(iata: iata) }

    /// The key of the place of the airport with this IATA code.
    static func placeKey(iata: String) -> String { "airport:\(iata)" }
}
