/// Why a place query was refused; each case reads as a message for the user.
public enum PlaceQueryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text is longer than the index accepts.
    case textTooLong(maximum: Int)
    /// The limit is zero, negative or too large.
    case limitOutOfRange(Int, maximum: Int)
    /// The latitude is not within -90...90.
    case latitudeOutOfRange(Double)
    /// The longitude is not within -180...180.
    case longitudeOutOfRange(Double)
    /// The bounding box's south edge lies north of its north edge.
    case invalidBoundingBox
    /// No group, region or country has this identifier.
    case unknownPlace(PlaceID)

    /// A one-line explanation for the user.
    public var description: String {
        switch self {
        case .textTooLong(let maximum):
            "text is too long: at most \(maximum) characters"
        case .limitOutOfRange(let limit, let maximum):
            "limit must be between 1 and \(maximum), got \(limit)"
        case .latitudeOutOfRange(let value):
            "latitude must be between -90 and 90, got \(value)"
        case .longitudeOutOfRange(let value):
            "longitude must be between -180 and 180, got \(value)"
        case .invalidBoundingBox:
            "bounding box's south edge must not lie north of its north edge"
        case .unknownPlace(let id):
            "no place or group has the id \(id)"
        }
    }
}
