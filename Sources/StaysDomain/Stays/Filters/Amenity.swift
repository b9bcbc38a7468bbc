/// An amenity a search can ask for: its code names it in URLs and on the command line, `listedName` is the word a
/// stay lists in `Stay.amenities`.
public enum Amenity: String, Hashable, Sendable, Codable, CaseIterable {
    case wifi, kitchen, washer
    case airConditioning = "air_conditioning"
    case heating
    case freeParking = "free_parking"
    case workspace, tv, pool
    case hotTub = "hot_tub"
    case gym, balcony
    case selfCheckIn = "self_check_in"
    case breakfast
    case petsAllowed = "pets_allowed"

    // MARK: - Names

    /// The word a stay lists, e.g. "air conditioning".
    public var listedName: String {
        switch self {
        case .airConditioning: "air conditioning"
        case .freeParking: "free parking"
        case .hotTub: "hot tub"
        case .selfCheckIn: "self check-in"
        case .petsAllowed: "pets allowed"
        default: rawValue
        }
    }

    /// The amenity a stay lists as `name`, or nil for a word no search asks for.
    public init?(listedName name: String) {
        guard let amenity = Self.byListedName[name] else { return nil }
        self = amenity
    }

    private static let byListedName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.listedName, $0) })
}
