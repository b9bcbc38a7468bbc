/// What a place or suggestion stands for.
public enum PlaceKind: String, Hashable, Sendable, Codable, CaseIterable {
    /// A populated place: city, town or village.
    case city
    /// A first-level administrative division (state, province, prefecture).
    case region
    /// A country.
    case country
    /// An airport with an IATA code.
    case airport
    /// Several places behind one suggestion: a shared name or a category such as a city's airports.
    case group

    /// Whether choosing this kind opens a detail list instead of ending the step.
    public var expandsToDetailList: Bool {
        switch self {
        case .city, .airport: false
        case .region, .country, .group: true
        }
    }
}
