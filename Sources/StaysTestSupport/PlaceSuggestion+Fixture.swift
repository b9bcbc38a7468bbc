import StaysDomain

// MARK: - Fixtures

extension PlaceSuggestion {
    /// A suggestion with test defaults; the id is derived from the title unless given.
    public static func fixture(
        id: PlaceID? = nil, kind: PlaceKind = .city, title: String = "Springfield",
        subtitle: String = "Illinois, United States", coordinate: Coordinate = .init(latitude: 39.8, longitude: -89.65),
        matchCount: Int = 1, titleHighlights: [TextRange] = []
    ) -> PlaceSuggestion {
        PlaceSuggestion(
            id: id ?? PlaceID("test:\(kind.rawValue):\(title)"), kind: kind, title: title, subtitle: subtitle,
            coordinate: coordinate, matchCount: matchCount, titleHighlights: titleHighlights
        )
    }
}
