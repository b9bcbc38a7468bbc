/// Why a stay query or booking was refused; each case reads as a message for the user.
public enum StayQueryError: Error, Hashable, Sendable, CustomStringConvertible {
    case checkInInThePast
    case datesTooFarAhead
    case stayTooLong
    case noAdults
    case pageSizeOutOfRange(Int)
    case radiusOutOfRange(Double)
    case negativePrice
    case swappedPrices
    case malformedCursor
    case unknownStay(StayID)
    case unknownReservation(String)
    case notAvailable(StayID)
    case tooManyGuests(maximum: Int)
    case petsNotAllowed
    case belowMinimumNights(Int)
    /// More nights than the stay's host takes in one booking.
    case aboveMaximumNights(Int)
    case invalidGuestName
    case idempotencyKeyReused
    /// The booking an Idempotency-Key made was cancelled since; the key does not book again.
    case reservationCancelled(String)
    case priceOutOfRange
    /// A minimum bedrooms, beds or bathrooms outside 0–50 (bathrooms in halves).
    case filterOutOfRange(filter: String, value: Double)

    /// A one-line explanation for the user.
    public var description: String {
        switch self {
        case .checkInInThePast: "check-in is in the past"
        case .datesTooFarAhead: "dates are more than two years ahead"
        case .stayTooLong: "a stay can be at most 365 nights"
        case .noAdults: "at least one adult must come"
        case .pageSizeOutOfRange(let size): "page size must be between 1 and 100, got \(size)"
        case .radiusOutOfRange(let radius): "radius must be more than 0 and at most 500 km, got \(radius)"
        case .negativePrice: "prices cannot be negative"
        case .swappedPrices: "minimum price is above maximum price"
        case .malformedCursor: "the cursor is malformed or from another search"
        case .unknownStay(let id): "no stay has the id \(id)"
        case .unknownReservation(let id): "no reservation has the id \(id)"
        case .notAvailable(let id): "not available: \(id) is already booked or blocked on some of those nights"
        case .tooManyGuests(let maximum): "this stay takes at most \(maximum) guests"
        case .petsNotAllowed: "this stay does not allow pets"
        case .belowMinimumNights(let nights): "this stay needs at least \(nights) nights"
        case .aboveMaximumNights(let nights): "this stay takes at most \(nights) nights"
        case .invalidGuestName: "guest name must be 1–100 printable characters"
        case .priceOutOfRange: "this stay's stored price is out of range; it cannot be booked"
        case .idempotencyKeyReused: "this Idempotency-Key was already used for a different booking"
        case .filterOutOfRange(let filter, let value):
            "\(filter) must be \(filter == "bathrooms" ? "a number in halves" : "a whole number") from 0 to "
                + "\(StayFilters.largestMinimum), got \(value == value.rounded() && abs(value) < 1e9 ? "\(Int(value))" : "\(value)")"
        case .reservationCancelled(let id):
            "the booking this Idempotency-Key made (\(id)) was cancelled; book again with a new key"
        }
    }
}
