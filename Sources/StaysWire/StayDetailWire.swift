import StaysDomain

/// The whole stay on the wire (`stays stay ID --format json`, `GET /api/v1/stays/{id}`), prices in major units.
public struct StayDetailResponse: Codable, Sendable, Equatable {
    /// Stable identifier.
    public let id: StayID
    /// The listing's title.
    public let title: String
    /// What kind of building it is.
    public let propertyKind: PropertyKind
    /// How much of it the guest gets.
    public let roomType: RoomType
    /// Most guests (adults + children).
    public let maximumGuests: Int
    /// Bedrooms.
    public let bedrooms: Int
    /// Beds.
    public let beds: Int
    /// Bathrooms (halves allowed).
    public let bathrooms: Double
    /// Price of one night.
    public let nightlyPrice: Double
    /// Charged once per stay.
    public let cleaningFee: Double
    /// ISO 4217 code of both prices: the stay's own currency, the one a booking is charged in.
    public let currency: String
    /// Both prices in the display currency asked for (`?currency=`) when it is not the stay's; `null` otherwise.
    public let displayPrice: DisplayPrice?
    /// Fewest nights a booking may have.
    public let minimumNights: Int
    /// Average rating 1–5, `null` before the first review.
    public let rating: Double?
    /// Number of reviews.
    public let reviewCount: Int
    /// Amenities.
    public let amenities: [String]
    /// Whether pets may come.
    public let allowsPets: Bool
    /// Where it is.
    public let coordinate: Coordinate
    /// The real place it belongs to.
    public let placeId: PlaceID
    /// The host's display name.
    public let hostName: String
    /// Whether the seeder generated it (true) or a host listed it or it was imported from real listings (false).
    public let synthetic: Bool
    /// The listing's photos in order; none for a synthetic stay (the front ends draw its picture).
    public let photos: [PhotoItem]
    /// `flexible`, `moderate` or `strict`: how much a cancellation refunds.
    public let cancellationPolicy: CancellationPolicy
    /// The policy's rule in one line, e.g. "Full refund up to 1 day before check-in".
    public let cancellationPolicySummary: String

    /// Flattens a stay, with its prices in another display currency when `converted` holds them.
    public init(_ stay: Stay, converted: ConvertedPrices? = nil, photos: [PhotoID] = []) {
        id = stay.id
        title = stay.title
        propertyKind = stay.propertyKind
        roomType = stay.roomType
        maximumGuests = stay.maximumGuests
        bedrooms = stay.bedrooms
        beds = stay.beds
        bathrooms = stay.bathrooms
        nightlyPrice = stay.nightlyPrice.amount
        cleaningFee = stay.cleaningFee.amount
        currency = stay.nightlyPrice.currency
        displayPrice = converted.map(DisplayPrice.init)
        minimumNights = stay.minimumNights
        rating = stay.rating
        reviewCount = stay.reviewCount
        amenities = stay.amenities
        allowsPets = stay.allowsPets
        coordinate = stay.coordinate
        placeId = stay.placeID
        hostName = stay.hostName
        synthetic = stay.isSynthetic
        self.photos = photos.map(PhotoItem.init)
        cancellationPolicy = stay.cancellationPolicy
        cancellationPolicySummary = stay.cancellationPolicy.summary
    }

    // MARK: - Codable

    private enum CodingKeys: String, CodingKey {
        case id, title, propertyKind, roomType, maximumGuests, bedrooms, beds, bathrooms, nightlyPrice, cleaningFee
        case currency, displayPrice, minimumNights, rating, reviewCount, amenities, allowsPets, coordinate, placeId,
            hostName
        case synthetic, photos, cancellationPolicy, cancellationPolicySummary
    }

    /// Encodes every key, a missing rating as `null`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(propertyKind, forKey: .propertyKind)
        try container.encode(roomType, forKey: .roomType)
        try container.encode(maximumGuests, forKey: .maximumGuests)
        try container.encode(bedrooms, forKey: .bedrooms)
        try container.encode(beds, forKey: .beds)
        try container.encode(bathrooms, forKey: .bathrooms)
        try container.encode(nightlyPrice, forKey: .nightlyPrice)
        try container.encode(cleaningFee, forKey: .cleaningFee)
        try container.encode(currency, forKey: .currency)
        try container.encode(displayPrice, forKey: .displayPrice)
        try container.encode(minimumNights, forKey: .minimumNights)
        try container.encode(rating, forKey: .rating)
        try container.encode(reviewCount, forKey: .reviewCount)
        try container.encode(amenities, forKey: .amenities)
        try container.encode(allowsPets, forKey: .allowsPets)
        try container.encode(coordinate, forKey: .coordinate)
        try container.encode(placeId, forKey: .placeId)
        try container.encode(hostName, forKey: .hostName)
        try container.encode(synthetic, forKey: .synthetic)
        try container.encode(photos, forKey: .photos)
        try container.encode(cancellationPolicy, forKey: .cancellationPolicy)
        try container.encode(cancellationPolicySummary, forKey: .cancellationPolicySummary)
    }
}

extension Stay {
    /// Rebuilds a stay from the wire.
    public init(_ detail: StayDetailResponse) {
        self.init(
            id: detail.id, title: detail.title, propertyKind: detail.propertyKind, roomType: detail.roomType,
            maximumGuests: detail.maximumGuests, bedrooms: detail.bedrooms, beds: detail.beds,
            bathrooms: detail.bathrooms,
            nightlyPrice: Money(majorUnits: detail.nightlyPrice, currency: detail.currency),
            cleaningFee: Money(majorUnits: detail.cleaningFee, currency: detail.currency),
            minimumNights: detail.minimumNights, rating: detail.rating, reviewCount: detail.reviewCount,
            amenities: detail.amenities, allowsPets: detail.allowsPets, coordinate: detail.coordinate,
            placeID: detail.placeId, hostName: detail.hostName, cancellationPolicy: detail.cancellationPolicy,
            isSynthetic: detail.synthetic)
    }
}
