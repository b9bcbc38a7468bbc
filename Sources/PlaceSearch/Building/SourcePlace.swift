import StaysDomain

/// One place as read from the source data, before it is indexed.
public struct SourcePlace: Hashable, Sendable {
    /// Stable key: `geonames:ID` for cities, `region:CC-A1`, `county:CC-A1-Name`, `country:CC`, `airport:IATA` (or
    /// `airport:ICAO`), `airfield:IDENT` for a field only OurAirports lists.
    public var key: String
    /// City, region, country or airport (never group: groups are built or given separately).
    public var kind: PlaceKind
    /// The main name, as the source spells it.
    public var name: String
    /// Other names: other languages and scripts, old names, exonyms, abbreviations, codes.
    public var alternateNames: [String]
    /// Where it lies.
    public var coordinate: Coordinate
    /// People living there; for an airport, around it; for a region or country, in it.
    public var population: Int
    /// ISO 3166-1 alpha-2 code of its country.
    public var countryCode: String
    /// The key of its region (`region:CC-A1`), when known.
    public var regionKey: String?
    /// A smaller area that tells homonyms apart: a county for a city, the served city for an airport.
    public var locality: String?
    /// A short code shown with the name: IATA for airports, ISO for countries.
    public var code: String?
    /// IANA time zone, empty when unknown.
    public var timeZone: String
    /// Whether it is its country's capital.
    public var isCapital: Bool
    /// Whether it is a heliport, a seaplane base or a closed field, weighed least of all airports.
    public var isMinorAirfield: Bool
    /// Whether it is an airport no airline flies to on a timetable, weighed like one without an IATA code.
    public var isUnscheduledField: Bool
    /// Whether scheduled flights serve it, and through how big an airport (cities only).
    public var airGateway: AirGateway

    /// Creates a source place.
    public init(
        key: String, kind: PlaceKind, name: String, alternateNames: [String] = [], coordinate: Coordinate,
        population: Int, countryCode: String, regionKey: String? = nil, locality: String? = nil,
        code: String? = nil, timeZone: String = "", isCapital: Bool = false, isMinorAirfield: Bool = false,
        isUnscheduledField: Bool = false, airGateway: AirGateway = .none
    ) {
        self.key = key
        self.kind = kind
        self.name = name
        self.alternateNames = alternateNames
        self.coordinate = coordinate
        self.population = population
        self.countryCode = countryCode
        self.regionKey = regionKey
        self.locality = locality
        self.code = code
        self.timeZone = timeZone
        self.isCapital = isCapital
        self.isMinorAirfield = isMinorAirfield
        self.isUnscheduledField = isUnscheduledField
        self.airGateway = airGateway
    }
}

/// A named set of places given by the source, such as a metropolitan area's airports (IATA "LON").
public struct SourceGroup: Hashable, Sendable {
    /// Stable key, e.g. `group:airports:LON`.
    public var key: String
    /// The title shown, e.g. "London airports".
    public var name: String
    /// Other names that find it, e.g. "LON", "airports London".
    public var alternateNames: [String]
    /// Keys of the member places.
    public var memberKeys: [String]

    /// Creates a source group.
    public init(key: String, name: String, alternateNames: [String] = [], memberKeys: [String]) {
        self.key = key
        self.name = name
        self.alternateNames = alternateNames
        self.memberKeys = memberKeys
    }
}

/// Everything the index is built from.
public struct PlaceSourceData: Sendable {
    /// Cities, regions, countries and airports.
    public var places: [SourcePlace]
    /// Groups the source defines; groups of shared names are derived by the builder.
    public var groups: [SourceGroup]

    /// Creates source data.
    public init(places: [SourcePlace], groups: [SourceGroup] = []) {
        self.places = places
        self.groups = groups
    }
}
