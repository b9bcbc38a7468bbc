import StaysDomain

// MARK: - Fixtures

extension GuestCounts {
    /// Guest counts that trap when they break a rule.
    public static func fixture(adults: Int = 2, children: Int = 0, infants: Int = 0, pets: Int = 0) -> GuestCounts {
        do {
            return try GuestCounts(adults: adults, children: children, infants: infants, pets: pets)
        } catch {
            preconditionFailure("bad GuestCounts fixture: \(error)")
        }
    }
}
