/// The answer to `stays search --format json`: `{"total", "stays": [...], "nextCursor"}`.
public struct StaySearchResponse: Codable, Sendable, Equatable {
    /// How many stays match in all.
    public let total: Int
    /// This page's stays.
    public let stays: [StayListItem]
    /// The cursor of the next page; written as `null` on the last page.
    public let nextCursor: String?

    /// Flattens a results page.
    public init(page: StayResultsPage) {
        total = page.total
        stays = page.results.map(StayListItem.init)
        nextCursor = page.nextCursor
    }

    // MARK: - Codable

    private enum CodingKeys: String, CodingKey {
        case total, stays, nextCursor
    }

    /// Encodes every key, `nextCursor` as `null` when there is no next page.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(total, forKey: .total)
        try container.encode(stays, forKey: .stays)
        try container.encode(nextCursor, forKey: .nextCursor)
    }
}

/// One stay in a results list, flattened for scripts; prices are in major units.
public struct StayListItem: Codable, Sendable, Equatable {
    /// Stable identifier.
    public let id: StayID
    /// The listing's title.
    public let title: String
    /// Price of one night.
    public let nightlyPrice: Double
    /// Charged once per stay.
    public let cleaningFee: Double
    /// Nights × nightly price + cleaning fee.
    public let totalPrice: Double
    /// ISO 4217 code of the three prices.
    public let currency: String
    /// Where the stay is.
    public let coordinate: Coordinate
    /// Kilometres from the searched place, rounded to 0.1 km; `null` when searching a box.
    public let distanceKm: Double?
    /// Most guests.
    public let guests: Int
    /// Average rating, `null` before the first review.
    public let rating: Double?

    /// Flattens a search result.
    public init(_ result: StaySearchResult) {
        let stay = result.stay
        id = stay.id
        title = stay.title
        nightlyPrice = stay.nightlyPrice.amount
        cleaningFee = stay.cleaningFee.amount
        totalPrice = result.totalPrice.amount
        currency = stay.nightlyPrice.currency
        coordinate = stay.coordinate
        distanceKm = result.distanceKilometres.map { ($0 * 10).rounded() / 10 }
        guests = stay.maximumGuests
        rating = stay.rating
    }

    // MARK: - Codable

    private enum CodingKeys: String, CodingKey {
        case id, title, nightlyPrice, cleaningFee, totalPrice, currency, coordinate, distanceKm, guests, rating
    }

    /// Encodes every key in a fixed order, absent values as `null`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(nightlyPrice, forKey: .nightlyPrice)
        try container.encode(cleaningFee, forKey: .cleaningFee)
        try container.encode(totalPrice, forKey: .totalPrice)
        try container.encode(currency, forKey: .currency)
        try container.encode(coordinate, forKey: .coordinate)
        try container.encode(distanceKm, forKey: .distanceKm)
        try container.encode(guests, forKey: .guests)
        try container.encode(rating, forKey: .rating)
    }
}
