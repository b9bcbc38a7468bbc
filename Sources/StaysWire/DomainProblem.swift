import StaysDomain

/// The one translation between domain errors and a problem's `code` and values, used by the server to write them
/// and by the client to read them back.
public enum DomainProblem {
    // MARK: - Writing

    /// The code and values standing for `error`, or nil when it is no domain error.
    public static func members(for error: any Error) -> (code: ProblemCode, values: ProblemValues)? {
        switch error {
        case let error as StayQueryError: stayQueryMembers(error)
        case let error as AccountError: accountMembers(error)
        case let error as PlaceQueryError: placeQueryMembers(error)
        case let error as CurrencyError: currencyMembers(error)
        case is StayRequestError: (.invalidRequest, ProblemValues())
        case let error as ListingDraftError:
            (.invalidListing, ProblemValues().setting(\.field, error.field).setting(\.requirement, error.requirement))
        default: nil
        }
    }

    private static func stayQueryMembers(_ error: StayQueryError) -> (code: ProblemCode, values: ProblemValues) {
        let none = ProblemValues()
        return switch error {
        case .checkInInThePast: (.checkInInThePast, none)
        case .datesTooFarAhead: (.datesTooFarAhead, none)
        case .stayTooLong: (.stayTooLong, none)
        case .noAdults: (.noAdults, none)
        case .pageSizeOutOfRange(let size): (.pageSizeOutOfRange, none.setting(\.pageSize, size))
        case .radiusOutOfRange(let radius): (.radiusOutOfRange, none.setting(\.radius, radius))
        case .negativePrice: (.negativePrice, none)
        case .swappedPrices: (.swappedPrices, none)
        case .malformedCursor: (.malformedCursor, none)
        case .unknownStay(let id): (.unknownStay, none.setting(\.stayId, id.rawValue))
        case .unknownReservation(let id): (.unknownReservation, none.setting(\.reservationId, id))
        case .notAvailable(let id): (.notAvailable, none.setting(\.stayId, id.rawValue))
        case .tooManyGuests(let maximum): (.tooManyGuests, none.setting(\.maximum, maximum))
        case .petsNotAllowed: (.petsNotAllowed, none)
        case .belowMinimumNights(let nights): (.belowMinimumNights, none.setting(\.nights, nights))
        case .aboveMaximumNights(let nights): (.aboveMaximumNights, none.setting(\.nights, nights))
        case .invalidGuestName: (.invalidGuestName, none)
        case .idempotencyKeyReused: (.idempotencyKeyReused, none)
        case .reservationCancelled(let id): (.reservationCancelled, none.setting(\.reservationId, id))
        case .priceOutOfRange: (.priceOutOfRange, none)
        case .filterOutOfRange(let filter, let value):
            (.filterOutOfRange, none.setting(\.filter, filter).setting(\.filterValue, value))
        }
    }

    private static func accountMembers(_ error: AccountError) -> (code: ProblemCode, values: ProblemValues) {
        let none = ProblemValues()
        return switch error {
        case .invalidEmail: (.invalidEmail, none)
        case .invalidName: (.invalidName, none)
        case .passwordTooShort(let minimum): (.passwordTooShort, none.setting(\.minimum, minimum))
        case .passwordTooLong(let maximum): (.passwordTooLong, none.setting(\.maximum, maximum))
        case .invalidPassword: (.invalidPassword, none)
        case .emailTaken: (.emailTaken, none)
        case .wrongCredentials: (.wrongCredentials, none)
        case .notSignedIn: (.notSignedIn, none)
        }
    }

    private static func currencyMembers(_ error: CurrencyError) -> (code: ProblemCode, values: ProblemValues) {
        switch error {
        case .unknownCurrency(let text, let known):
            (.unknownCurrency, ProblemValues().setting(\.currency, text).setting(\.currencies, known))
        }
    }

    private static func placeQueryMembers(_ error: PlaceQueryError) -> (code: ProblemCode, values: ProblemValues) {
        let none = ProblemValues()
        return switch error {
        case .textTooLong(let maximum): (.textTooLong, none.setting(\.maximum, maximum))
        case .limitOutOfRange(let limit, let maximum):
            (.limitOutOfRange, none.setting(\.limit, limit).setting(\.maximum, maximum))
        case .latitudeOutOfRange(let value): (.latitudeOutOfRange, none.setting(\.latitude, value))
        case .longitudeOutOfRange(let value): (.longitudeOutOfRange, none.setting(\.longitude, value))
        case .invalidBoundingBox: (.invalidBoundingBox, none)
        case .unknownPlace(let id): (.unknownPlace, none.setting(\.placeId, id.rawValue))
        }
    }

    // MARK: - Reading

    /// The domain error `code` with `values` stands for (`detail` is the words of an `invalid-request`), or nil
    /// when a value the code needs is missing.
    public static func error(for code: ProblemCode, values: ProblemValues, detail: String) -> (any Error & Sendable)? {
        if let error = stayQueryError(for: code, values: values) { return error }
        if let error = accountError(for: code, values: values) { return error }
        if let error = placeQueryError(for: code, values: values) { return error }
        if code == .invalidListing, let field = values.field {
            return ListingDraftError(field: field, requirement: values.requirement ?? "")
        }
        if code == .unknownCurrency, let currency = values.currency {
            return CurrencyError.unknownCurrency(currency, known: values.currencies ?? [])
        }
        return code == .invalidRequest ? StayRequestError(detail) : nil
    }

    private static func stayQueryError(for code: ProblemCode, values: ProblemValues) -> StayQueryError? {
        switch code {
        case .checkInInThePast: .checkInInThePast
        case .datesTooFarAhead: .datesTooFarAhead
        case .stayTooLong: .stayTooLong
        case .noAdults: .noAdults
        case .pageSizeOutOfRange: values.pageSize.map { .pageSizeOutOfRange($0) }
        case .radiusOutOfRange: values.radius.map { .radiusOutOfRange($0) }
        case .negativePrice: .negativePrice
        case .swappedPrices: .swappedPrices
        case .malformedCursor: .malformedCursor
        case .unknownStay: values.stayId.map { .unknownStay(StayID($0)) }
        case .unknownReservation: values.reservationId.map { .unknownReservation($0) }
        case .notAvailable: values.stayId.map { .notAvailable(StayID($0)) }
        case .tooManyGuests: values.maximum.map { .tooManyGuests(maximum: $0) }
        case .petsNotAllowed: .petsNotAllowed
        case .belowMinimumNights: values.nights.map { .belowMinimumNights($0) }
        case .aboveMaximumNights: values.nights.map { .aboveMaximumNights($0) }
        case .invalidGuestName: .invalidGuestName
        case .idempotencyKeyReused: .idempotencyKeyReused
        case .reservationCancelled: values.reservationId.map { .reservationCancelled($0) }
        case .priceOutOfRange: .priceOutOfRange
        case .filterOutOfRange:
            values.filter.flatMap { filter in values.filterValue.map { .filterOutOfRange(filter: filter, value: $0) } }
        default: nil
        }
    }

    private static func accountError(for code: ProblemCode, values: ProblemValues) -> AccountError? {
        switch code {
        case .invalidEmail: .invalidEmail
        case .invalidName: .invalidName
        case .passwordTooShort: values.minimum.map { .passwordTooShort(minimum: $0) }
        case .passwordTooLong: values.maximum.map { .passwordTooLong(maximum: $0) }
        case .invalidPassword: .invalidPassword
        case .emailTaken: .emailTaken
        case .wrongCredentials: .wrongCredentials
        case .notSignedIn: .notSignedIn
        default: nil
        }
    }

    private static func placeQueryError(for code: ProblemCode, values: ProblemValues) -> PlaceQueryError? {
        switch code {
        case .textTooLong: values.maximum.map { .textTooLong(maximum: $0) }
        case .limitOutOfRange:
            values.limit.flatMap { limit in values.maximum.map { .limitOutOfRange(limit, maximum: $0) } }
        case .latitudeOutOfRange: values.latitude.map { .latitudeOutOfRange($0) }
        case .longitudeOutOfRange: values.longitude.map { .longitudeOutOfRange($0) }
        case .invalidBoundingBox: .invalidBoundingBox
        case .unknownPlace: values.placeId.map { .unknownPlace(PlaceID($0)) }
        default: nil
        }
    }
}
