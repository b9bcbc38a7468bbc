import StaysDomain

/// The one-byte code a `PlaceKind` is stored as.
enum PlaceKindCode {
    /// The code of a heliport, seaplane base or closed field: an airport that only its whole name finds.
    static let minorAirfield: UInt8 = 5

    /// The code of a place of this kind, `minorAirfield` for an airport that is one.
    static func code(_ kind: PlaceKind, isMinorAirfield: Bool) -> UInt8 {
        kind == .airport && isMinorAirfield ? minorAirfield : code(kind)
    }

    /// The code of a kind.
    static func code(_ kind: PlaceKind) -> UInt8 {
        switch kind {
        case .city: 0
        case .region: 1
        case .country: 2
        case .airport: 3
        case .group: 4
        }
    }

    /// The kind of a code; unknown codes read as city.
    static func kind(_ code: UInt8) -> PlaceKind {
        switch code {
        case 1: .region
        case 2: .country
        case 3, minorAirfield: .airport
        case 4: .group
        default: .city
        }
    }
}
