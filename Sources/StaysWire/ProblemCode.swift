import StaysDomain

/// The machine-readable `code` of a problem answer (an RFC 9457 extension member): which domain error case the
/// problem stands for, so a client rebuilds the same error without reading the `detail` text.
public enum ProblemCode: String, Codable, CaseIterable, Sendable {
    // MARK: - Stay queries and bookings (`StayQueryError`)

    case checkInInThePast = "check-in-in-the-past"
    case datesTooFarAhead = "dates-too-far-ahead"
    case stayTooLong = "stay-too-long"
    case noAdults = "no-adults"
    case pageSizeOutOfRange = "page-size-out-of-range"
    case radiusOutOfRange = "radius-out-of-range"
    case negativePrice = "negative-price"
    case swappedPrices = "swapped-prices"
    case malformedCursor = "malformed-cursor"
    case unknownStay = "unknown-stay"
    case unknownReservation = "unknown-reservation"
    case notAvailable = "not-available"
    case tooManyGuests = "too-many-guests"
    case petsNotAllowed = "pets-not-allowed"
    case belowMinimumNights = "below-minimum-nights"
    case aboveMaximumNights = "above-maximum-nights"
    case invalidListing = "invalid-listing"
    case invalidGuestName = "invalid-guest-name"
    case idempotencyKeyReused = "idempotency-key-reused"
    case reservationCancelled = "reservation-cancelled"
    case priceOutOfRange = "price-out-of-range"
    case filterOutOfRange = "filter-out-of-range"

    // MARK: - Accounts (`AccountError`)

    case invalidEmail = "invalid-email"
    case invalidName = "invalid-name"
    case passwordTooShort = "password-too-short"
    case passwordTooLong = "password-too-long"
    case invalidPassword = "invalid-password"
    case emailTaken = "email-taken"
    case wrongCredentials = "wrong-credentials"
    case notSignedIn = "not-signed-in"

    // MARK: - Places (`PlaceQueryError`)

    case textTooLong = "text-too-long"
    case limitOutOfRange = "limit-out-of-range"
    case latitudeOutOfRange = "latitude-out-of-range"
    case longitudeOutOfRange = "longitude-out-of-range"
    case invalidBoundingBox = "invalid-bounding-box"
    case unknownPlace = "unknown-place"

    // MARK: - Currencies (`CurrencyError`)

    case unknownCurrency = "unknown-currency"

    // MARK: - Request text (`StayRequestError`)

    /// A parameter or body the request parser refused; the `detail` is the refusal's words.
    case invalidRequest = "invalid-request"
}

/// The values of a domain error, as typed members of a problem answer beside `code`; each is set only for the codes
/// that carry it.
public struct ProblemValues: Codable, Hashable, Sendable {
    /// The stay (`unknown-stay`, `not-available`).
    public var stayId: String?
    /// The reservation (`unknown-reservation`).
    public var reservationId: String?
    /// The place (`unknown-place`).
    public var placeId: String?
    /// A lower bound (`password-too-short`).
    public var minimum: Int?
    /// An upper bound (`too-many-guests`, `password-too-long`, `text-too-long`, `limit-out-of-range`).
    public var maximum: Int?
    /// Nights (`below-minimum-nights`).
    public var nights: Int?
    /// The refused page size (`page-size-out-of-range`).
    public var pageSize: Int?
    /// The refused limit (`limit-out-of-range`).
    public var limit: Int?
    /// The refused radius in kilometres (`radius-out-of-range`).
    public var radius: Double?
    /// The filter refused (`filter-out-of-range`): `bedrooms`, `beds` or `bathrooms`.
    public var filter: String?
    /// The refused filter value (`filter-out-of-range`).
    public var filterValue: Double?
    /// The refused latitude (`latitude-out-of-range`).
    public var latitude: Double?
    /// The refused longitude (`longitude-out-of-range`).
    public var longitude: Double?
    /// The refused currency as given (`unknown-currency`).
    public var currency: String?
    /// The currencies there are (`unknown-currency`).
    public var currencies: [String]?
    /// The listing field refused (`invalid-listing`), as the wire names it.
    public var field: String?
    /// What that field must be, in English (`invalid-listing`).
    public var requirement: String?

    /// Values with nothing set.
    public init() {}

    /// The same values with one more set.
    public func setting<Value>(_ member: WritableKeyPath<ProblemValues, Value?>, _ value: Value) -> ProblemValues {
        var values = self
        values[keyPath: member] = value
        return values
    }
}
