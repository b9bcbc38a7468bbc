/// A listing as its host writes it: everything a guest sees and every rule a booking must keep.
public struct ListingDraft: Hashable, Sendable, Codable {
    /// The listing's title.
    public var title: String
    /// What the place is like, in the host's words (may be empty).
    public var description: String
    /// What kind of building it is.
    public var propertyKind: PropertyKind
    /// How much of it the guest gets.
    public var roomType: RoomType
    /// Most guests (adults + children; infants do not count).
    public var maximumGuests: Int
    /// Bedrooms.
    public var bedrooms: Int
    /// Beds.
    public var beds: Int
    /// Bathrooms, in halves.
    public var bathrooms: Double
    /// What the place offers.
    public var amenities: [Amenity]
    /// Where it is: the pin the host placed.
    public var coordinate: Coordinate
    /// The real place it belongs to, chosen through the place search.
    public var placeID: PlaceID
    /// Price of one night, in the place's currency.
    public var nightlyPrice: Money
    /// Charged once per stay, in the nightly price's currency.
    public var cleaningFee: Money
    /// Fewest nights a booking may have.
    public var minimumNights: Int
    /// Most nights a booking may have; nil for no limit.
    public var maximumNights: Int?
    /// How much a cancellation refunds.
    public var cancellationPolicy: CancellationPolicy
    /// The host's house rules (may be empty).
    public var houseRules: String

    /// Creates a draft.
    public init(
        title: String, description: String = "", propertyKind: PropertyKind, roomType: RoomType, maximumGuests: Int,
        bedrooms: Int, beds: Int, bathrooms: Double, amenities: [Amenity], coordinate: Coordinate, placeID: PlaceID,
        nightlyPrice: Money, cleaningFee: Money, minimumNights: Int, maximumNights: Int? = nil,
        cancellationPolicy: CancellationPolicy, houseRules: String = ""
    ) {
        self.title = title
        self.description = description
        self.propertyKind = propertyKind
        self.roomType = roomType
        self.maximumGuests = maximumGuests
        self.bedrooms = bedrooms
        self.beds = beds
        self.bathrooms = bathrooms
        self.amenities = amenities
        self.coordinate = coordinate
        self.placeID = placeID
        self.nightlyPrice = nightlyPrice
        self.cleaningFee = cleaningFee
        self.minimumNights = minimumNights
        self.maximumNights = maximumNights
        self.cancellationPolicy = cancellationPolicy
        self.houseRules = houseRules
    }

    // MARK: - The stay guests see

    /// The stay this draft lists as `id` for a host called `hostName`, with the reviews it has (none when new).
    public func stay(id: StayID, hostName: String, rating: Double? = nil, reviewCount: Int = 0) -> Stay {
        Stay(
            id: id, title: title, propertyKind: propertyKind, roomType: roomType, maximumGuests: maximumGuests,
            bedrooms: bedrooms, beds: beds, bathrooms: bathrooms, nightlyPrice: nightlyPrice, cleaningFee: cleaningFee,
            minimumNights: minimumNights, rating: rating, reviewCount: reviewCount,
            amenities: amenities.map(\.listedName),
            allowsPets: amenities.contains(.petsAllowed), coordinate: coordinate, placeID: placeID,
            hostName: hostName, cancellationPolicy: cancellationPolicy, isSynthetic: false)
    }
}
