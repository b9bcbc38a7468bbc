/// A kind of guest counted separately when searching for a stay.
public enum GuestKind: String, Hashable, Sendable, Codable, CaseIterable {
    /// Guests aged 13 or above.
    case adults
    /// Guests aged 2 to 12; they count toward a stay's capacity.
    case children
    /// Guests under 2; they do not count toward a stay's capacity.
    case infants
    /// Animals travelling with the guests.
    case pets
}
