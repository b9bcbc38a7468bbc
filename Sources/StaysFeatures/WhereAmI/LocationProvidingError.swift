/// Why a location could not be provided; each case reads as a message for the user.
public enum LocationProvidingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text is not a two-letter ISO 3166-1 country code.
    case invalidCountryCode(String)
    /// The country is known by its code but no place in it was found.
    case noPlacesInCountry(String)

    /// A one-line explanation for the user.
    public var description: String {
        switch self {
        case .invalidCountryCode(let code):
            "country code must be two letters such as KR, got \"\(code)\""
        case .noPlacesInCountry(let code):
            "no places found in the country \(code)"
        }
    }
}
