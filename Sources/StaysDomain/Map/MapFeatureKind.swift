/// What a map feature shows, in the order a map draws them: land, then lakes, islands in lakes, rivers and borders.
public enum MapFeatureKind: String, CaseIterable, Sendable, Hashable, Comparable {
    /// Land (a filled ring): continents, islands, Antarctica.
    case land
    /// Water inside land (a filled ring): lakes and ponds.
    case lake
    /// Land inside a lake (a filled ring).
    case island
    /// A river (a line).
    case river
    /// A border between countries (a line).
    case border

    /// Whether the feature is a ring to fill rather than a line to stroke.
    public var isFilled: Bool {
        self == .land || self == .lake || self == .island
    }

    /// Kinds order as a map draws them.
    public static func < (left: MapFeatureKind, right: MapFeatureKind) -> Bool {
        allCases.firstIndex(of: left)! < allCases.firstIndex(of: right)!
    }
}
