import StaysDomain

/// One stay in a results list, flattened for scripts and carrying the whole stay; prices are in major units.
public struct StayListItem: Codable, Sendable, Equatable {
    /// Stable identifier.
    public let id: StayID
    /// The listing's title.
    public let title: String
    /// What kind of building it is.
    public let propertyKind: PropertyKind
    /// How much of it the guest gets.
    public let roomType: RoomType
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
    /// Nights × nightly price + cleaning fee; `null` when searching without dates.
    public let totalPrice: Double?
    /// The first night the total is for (the search's, or a flexible search's free window); `null` without dates.
    public let checkin: CalendarDay?
    /// The day after the last night the total is for; `null` without dates.
    public let checkout: CalendarDay?
    /// ISO 4217 code of the three prices: the stay's own currency, the one a booking is charged in.
    public let currency: String
    /// The three prices in the search's display currency, when it asked for one other than the stay's; `null`
    /// otherwise.
    public let displayPrice: DisplayPrice?
    /// Fewest nights a booking may have.
    public let minimumNights: Int
    /// Where the stay is.
    public let coordinate: Coordinate
    /// Kilometres from the searched place, rounded to 0.1 km; `null` when searching a box.
    public let distanceKm: Double?
    /// Most guests.
    public let guests: Int
    /// Average rating, `null` before the first review.
    public let rating: Double?
    /// Number of reviews.
    public let reviewCount: Int
    /// Amenities.
    public let amenities: [String]
    /// Whether pets may come.
    public let allowsPets: Bool
    /// The real place it belongs to.
    public let placeId: PlaceID
    /// The host's display name.
    public let hostName: String
    /// `flexible`, `moderate` or `strict`: how much a cancellation refunds.
    public let cancellationPolicy: CancellationPolicy

    /// Flattens a search result.
    public init(_ result: StaySearchResult) {
        let stay = result.stay
        id = stay.id
        title = stay.title
        propertyKind = stay.propertyKind
        roomType = stay.roomType
        bedrooms = stay.bedrooms
        beds = stay.beds
        bathrooms = stay.bathrooms
        nightlyPrice = stay.nightlyPrice.amount
        cleaningFee = stay.cleaningFee.amount
        totalPrice = result.totalPrice?.amount
        checkin = result.dates?.checkIn
        checkout = result.dates?.checkOut
        currency = stay.nightlyPrice.currency
        displayPrice = result.converted.map(DisplayPrice.init)
        minimumNights = stay.minimumNights
        coordinate = stay.coordinate
        distanceKm = result.distanceKilometres.map { ($0 * 10).rounded() / 10 }
        guests = stay.maximumGuests
        rating = stay.rating
        reviewCount = stay.reviewCount
        amenities = stay.amenities
        allowsPets = stay.allowsPets
        placeId = stay.placeID
        hostName = stay.hostName
        cancellationPolicy = stay.cancellationPolicy
    }

    // MARK: - Codable

    private enum CodingKeys: String, CodingKey {
        case id, title, propertyKind, roomType, bedrooms, beds, bathrooms, nightlyPrice, cleaningFee, totalPrice
        case checkin, checkout, currency, displayPrice, minimumNights, coordinate, distanceKm, guests, rating,
            reviewCount, amenities,
            allowsPets
        case placeId, hostName, cancellationPolicy
    }

    /// Encodes every key, absent values as `null`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(propertyKind, forKey: .propertyKind)
        try container.encode(roomType, forKey: .roomType)
        try container.encode(bedrooms, forKey: .bedrooms)
        try container.encode(beds, forKey: .beds)
        try container.encode(bathrooms, forKey: .bathrooms)
        try container.encode(nightlyPrice, forKey: .nightlyPrice)
        try container.encode(cleaningFee, forKey: .cleaningFee)
        try container.encode(totalPrice, forKey: .totalPrice)
        try container.encode(checkin, forKey: .checkin)
        try container.encode(checkout, forKey: .checkout)
        try container.encode(currency, forKey: .currency)
        try container.encode(displayPrice, forKey: .displayPrice)
        try container.encode(minimumNights, forKey: .minimumNights)
        try container.encode(coordinate, forKey: .coordinate)
        try container.encode(distanceKm, forKey: .distanceKm)
        try container.encode(guests, forKey: .guests)
        try container.encode(rating, forKey: .rating)
        try container.encode(reviewCount, forKey: .reviewCount)
        try container.encode(amenities, forKey: .amenities)
        try container.encode(allowsPets, forKey: .allowsPets)
        try container.encode(placeId, forKey: .placeId)
        try container.encode(hostName, forKey: .hostName)
        try container.encode(cancellationPolicy, forKey: .cancellationPolicy)
    }
}

extension StaySearchResult {
    /// Rebuilds a search result from the wire; the distance comes back rounded to 0.1 km.
    public init(_ item: StayListItem) {
        let stay = Stay(
            id: item.id, title: item.title, propertyKind: item.propertyKind, roomType: item.roomType,
            maximumGuests: item.guests, bedrooms: item.bedrooms, beds: item.beds, bathrooms: item.bathrooms,
            nightlyPrice: Money(majorUnits: item.nightlyPrice, currency: item.currency),
            cleaningFee: Money(majorUnits: item.cleaningFee, currency: item.currency),
            minimumNights: item.minimumNights, rating: item.rating, reviewCount: item.reviewCount,
            amenities: item.amenities, allowsPets: item.allowsPets, coordinate: item.coordinate, placeID: item.placeId,
            hostName: item.hostName, cancellationPolicy: item.cancellationPolicy)
        let dates = item.checkin.flatMap { checkIn in
            item.checkout.flatMap { try? StayDates(checkIn: checkIn, checkOut: $0) }
        }
        self.init(
            stay: stay, totalPrice: item.totalPrice.map { Money(majorUnits: $0, currency: item.currency) },
            dates: dates, distanceKilometres: item.distanceKm, converted: item.displayPrice.map(ConvertedPrices.init))
    }
}
