import StaysDomain

/// The rules as `GET /api/v1/rules` sends them, so the web app and the Swift client apply the same ones.
public struct StayRulesResponse: Codable, Sendable, Equatable {
    /// The longest stay, in nights.
    public let maximumNights: Int
    /// How many days after today a check-out may be.
    public let bookingHorizonDays: Int
    /// The most guests (adults and children) any stay takes.
    public let maximumGuests: Int
    /// The most infants a search accepts.
    public let maximumInfants: Int
    /// The most pets a search accepts.
    public let maximumPets: Int
    /// How many places a suggestion or recommendation list shows.
    public let suggestionCount: Int
    /// Where recommendations start when nothing tells where the person is.
    public let fallbackStart: StartingPoint
    /// The codes a search's filters take.
    public let filters: FilterVocabulary
    /// The widest box a stay search takes, in degrees of latitude and longitude.
    public let widestSearchBox: BoxSpan

    /// The wire form of `rules`.
    public init(_ rules: StayRules) {
        maximumNights = StayRules.maximumNights
        bookingHorizonDays = StayRules.bookingHorizonDays
        maximumGuests = rules.maximumGuests
        maximumInfants = GuestCounts.maximumInfants
        maximumPets = GuestCounts.maximumPets
        suggestionCount = StayRules.suggestionCount
        fallbackStart = StayRules.fallbackStart
        filters = FilterVocabulary()
        widestSearchBox = BoxSpan(
            latitude: StayRequestParser.widestSearchBox.latitude,
            longitude: StayRequestParser.widestSearchBox.longitude)
    }
}

extension StayRules {
    /// The rules a server sent; only its guest limit belongs to the catalogue, the rest are fixed.
    public init(_ response: StayRulesResponse) {
        self.init(largestOccupancy: response.maximumGuests)
    }
}

/// The codes a stay search's filters take (`types`, `kinds`, `amenities`), in their canonical order, and the largest
/// minimum `bedrooms`, `beds` or `bathrooms` may ask for.
public struct FilterVocabulary: Codable, Sendable, Equatable {
    /// Types of place.
    public let roomTypes: [String]
    /// Property kinds.
    public let propertyKinds: [String]
    /// Amenities.
    public let amenities: [String]
    /// The largest minimum of bedrooms, beds or bathrooms.
    public let largestMinimum: Int

    /// The domain's vocabularies.
    public init() {
        roomTypes = RoomType.allCases.map(\.rawValue)
        propertyKinds = PropertyKind.allCases.map(\.rawValue)
        amenities = Amenity.allCases.map(\.rawValue)
        largestMinimum = StayFilters.largestMinimum
    }
}

/// How far a box spans, in degrees.
public struct BoxSpan: Codable, Sendable, Equatable {
    /// Degrees of latitude, south to north.
    public let latitude: Double
    /// Degrees of longitude, west to east.
    public let longitude: Double
}
