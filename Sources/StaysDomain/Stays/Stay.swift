/// A place to stay: synthetic (seeded) listings placed around real places.
public struct Stay: Hashable, Sendable, Codable, Identifiable {
    /// Stable identifier, e.g. `stay:0000042`.
    public let id: StayID
    /// The listing's title.
    public let title: String
    /// What kind of building it is.
    public let propertyKind: PropertyKind
    /// How much of it the guest gets.
    public let roomType: RoomType
    /// Most guests (adults + children; infants do not count).
    public let maximumGuests: Int
    /// Bedrooms.
    public let bedrooms: Int
    /// Beds.
    public let beds: Int
    /// Bathrooms (halves allowed).
    public let bathrooms: Double
    /// Price of one night.
    public let nightlyPrice: Money
    /// Charged once per stay.
    public let cleaningFee: Money
    /// Fewest nights a booking may have.
    public let minimumNights: Int
    /// Average rating 1–5, nil before the first review.
    public let rating: Double?
    /// Number of reviews.
    public let reviewCount: Int
    /// Amenities such as "wifi", "kitchen", "pets allowed".
    public let amenities: [String]
    /// Whether pets may come.
    public let allowsPets: Bool
    /// Where it is.
    public let coordinate: Coordinate
    /// The real place it belongs to (a city id from the place index).
    public let placeID: PlaceID
    /// The host's display name.
    public let hostName: String
    /// How much a cancellation refunds.
    public let cancellationPolicy: CancellationPolicy

    /// Creates a stay.
    public init(
        id: StayID, title: String, propertyKind: PropertyKind, roomType: RoomType, maximumGuests: Int, bedrooms: Int,
        beds: Int, bathrooms: Double, nightlyPrice: Money, cleaningFee: Money, minimumNights: Int, rating: Double?,
        reviewCount: Int, amenities: [String], allowsPets: Bool, coordinate: Coordinate, placeID: PlaceID,
        hostName: String, cancellationPolicy: CancellationPolicy
    ) {
        self.id = id
        self.title = title
        self.propertyKind = propertyKind
        self.roomType = roomType
        self.maximumGuests = maximumGuests
        self.bedrooms = bedrooms
        self.beds = beds
        self.bathrooms = bathrooms
        self.nightlyPrice = nightlyPrice
        self.cleaningFee = cleaningFee
        self.minimumNights = minimumNights
        self.rating = rating
        self.reviewCount = reviewCount
        self.amenities = amenities
        self.allowsPets = allowsPets
        self.coordinate = coordinate
        self.placeID = placeID
        self.hostName = hostName
        self.cancellationPolicy = cancellationPolicy
    }
}

/// A stay's identifier.
public struct StayID: Hashable, Sendable, Codable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The identifier as text.
    public let rawValue: String

    /// Wraps an identifier.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Wraps an identifier written as a literal.
    public init(stringLiteral value: String) { rawValue = value }

    /// Decodes from a bare JSON string.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes as a bare JSON string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The identifier as text.
    public var description: String { rawValue }
}

/// The kind of building.
public enum PropertyKind: String, Hashable, Sendable, Codable, CaseIterable {
    case apartment, house, loft, cabin, cottage, villa, bungalow, guesthouse
}

/// How much of the property the guest gets.
public enum RoomType: String, Hashable, Sendable, Codable, CaseIterable {
    case entirePlace = "entire_place"
    case privateRoom = "private_room"
    case sharedRoom = "shared_room"
}
