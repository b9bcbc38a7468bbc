import StaysDomain

/// Inside Airbnb's room types and free-text property types in Stays' words.
enum ListingKinds {
    /// "Entire home/apt", "Private room", "Shared room", "Hotel room"; nil for anything else.
    static func roomType(_ text: String) -> RoomType? {
        switch text.lowercased() {
        case "entire home/apt": .entirePlace
        case "private room", "hotel room": .privateRoom
        case "shared room": .sharedRoom
        default: nil
        }
    }

    /// The kind a property type's words name ("Entire villa" → villa, "Room in boutique hotel" → guesthouse),
    /// apartment when none does.
    static func propertyKind(_ text: String?) -> PropertyKind {
        let words = Set((text ?? "").lowercased().split { !$0.isLetter })
        return kindWords.first { !$0.0.isDisjoint(with: words) }?.1 ?? .apartment
    }

    /// The words that name each kind, looked at in this order.
    private static let kindWords: [(Set<Substring>, PropertyKind)] = [
        (["villa"], .villa), (["cabin", "chalet", "hut"], .cabin), (["cottage", "farm"], .cottage),
        (["bungalow"], .bungalow), (["loft"], .loft),
        (["guesthouse", "guest", "hotel", "hostel", "breakfast", "inn", "ryokan", "aparthotel"], .guesthouse),
        (["house", "home", "townhouse", "residential"], .house),
    ]
}
