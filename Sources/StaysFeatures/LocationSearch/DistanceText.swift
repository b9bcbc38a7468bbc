/// Writes a distance for a list row: "850 m", "3.4 km", "125 km".
enum DistanceText {
    // MARK: - Formatting

    /// The text for a distance in kilometres, or nil when it is negative, not finite or beyond the Earth.
    static func text(kilometres: Double) -> String? {
        guard kilometres.isFinite, kilometres >= 0, kilometres <= maximumKilometres else { return nil }
        if kilometres < 1 {
            return "\(Int((kilometres * 1000).rounded())) m"
        }
        if kilometres < 10 {
            return "\((kilometres * 10).rounded() / 10) km"
        }
        return "\(Int(kilometres.rounded())) km"
    }

    // MARK: - Limits

    /// Longer than any great-circle distance on Earth (about 20 015 km).
    private static let maximumKilometres = 20_100.0
}
