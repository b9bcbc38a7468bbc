import StaysDomain

/// A place on its way into the index: a source place or a group, with everything computed for it.
struct BuildPlace {
    /// The place's stable key.
    var key: String
    /// Its kind.
    var kind: PlaceKind
    /// Main name first, then the other names.
    var names: [String]
    /// Where it lies.
    var coordinate: Coordinate
    /// People (or served people, or members' sum).
    var population: Int
    /// Static importance.
    var importance: Float
    /// Index of its country place, or -1.
    var countryIndex: Int32
    /// Index of its region place, or -1.
    var regionIndex: Int32
    /// ISO country code, or empty for mixed groups.
    var countryCode: String
    /// IANA time zone, or empty.
    var timeZone: String
    /// The line shown under the name.
    var subtitle: String
    /// Member indices, for groups.
    var members: [Int32]
    /// Whether it is a heliport, a seaplane base or a closed field.
    var isMinorAirfield = false
}
