import StaysDomain

/// One row of OurAirports' `airports.csv` (public domain): an airport, airfield, heliport or seaplane base.
struct OurAirportsRecord: Hashable, Sendable {
    /// What kind of field OurAirports says it is.
    enum Kind: String, Sendable {
        case largeAirport = "large_airport"
        case mediumAirport = "medium_airport"
        case smallAirport = "small_airport"
        case heliport
        case seaplaneBase = "seaplane_base"
        case balloonport
        case closed
    }

    /// OurAirports' identifier: the ICAO code where there is one, else a local code or `CC-NNNN`.
    let ident: String
    /// What kind of field it is.
    let kind: Kind
    /// Its name.
    let name: String
    /// Where it lies (the aerodrome reference point).
    let coordinate: Coordinate
    /// ISO 3166-1 alpha-2 code of its country.
    let countryCode: String
    /// The town it serves, empty when missing.
    let municipality: String
    /// The code GPS units use, usually the ICAO code, empty when missing.
    let gpsCode: String
    /// The three-letter IATA code, empty when it has none.
    let iata: String
    /// Other names people search it by, as OurAirports lists them.
    let keywords: [String]
    /// Whether airlines fly to it on a timetable.
    var hasScheduledService = false

    /// Whether it is a heliport, a seaplane base or a closed field.
    var isMinor: Bool { kind == .heliport || kind == .seaplaneBase || kind == .closed }

    /// Whether it is a small or medium field without scheduled flights (a flying club's strip, an air base).
    var isUnscheduledField: Bool { kind != .largeAirport && !hasScheduledService }
}
