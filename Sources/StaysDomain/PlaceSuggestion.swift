/// One row of as-you-type suggestions.
public struct PlaceSuggestion: Hashable, Sendable, Codable, Identifiable {
    /// The place or group this row stands for.
    public let id: PlaceID
    /// What the row stands for; `group`, `region` and `country` open a detail list.
    public let kind: PlaceKind
    /// The main line: in the script the user typed when the place has a name in it, else in the query's language
    /// where the index has the name, else the main name.
    public let title: String
    /// The second line, e.g. "Illinois, United States".
    public let subtitle: String
    /// Where the place is; for a group, its most important member.
    public let coordinate: Coordinate
    /// How many places the row stands for (1 for a single place).
    public let matchCount: Int
    /// The parts of `title` that matched the query, in UTF-16 offsets.
    public let titleHighlights: [TextRange]
    /// True when the place matches only some of the typed words (no place matched them all); absent otherwise.
    public let partial: Bool?

    /// Creates a suggestion.
    public init(
        id: PlaceID, kind: PlaceKind, title: String, subtitle: String, coordinate: Coordinate,
        matchCount: Int = 1, titleHighlights: [TextRange] = [], partial: Bool? = nil
    ) {
        self.id = id
        self.kind = kind
        self.title = title
        self.subtitle = subtitle
        self.coordinate = coordinate
        self.matchCount = matchCount
        self.titleHighlights = titleHighlights
        self.partial = partial
    }
}
