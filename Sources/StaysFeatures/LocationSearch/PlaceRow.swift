import StaysDomain

/// One row of a place list, ready to show.
public struct PlaceRow: Hashable, Sendable, Identifiable {
    /// The place or group the row stands for.
    public let id: PlaceID
    /// What the row stands for; kinds that expand open a detail list when chosen.
    public let kind: PlaceKind
    /// The main line.
    public let title: String
    /// The second line, e.g. "Illinois, United States".
    public let subtitle: String
    /// The parts of `title` that matched the typed text, in UTF-16 offsets.
    public let titleHighlights: [TextRange]
    /// How far the place is from the user, e.g. "12 km"; nil when unknown.
    public let distanceText: String?
    /// Where the place is.
    public let coordinate: Coordinate

    /// Creates a row.
    public init(
        id: PlaceID, kind: PlaceKind, title: String, subtitle: String, titleHighlights: [TextRange] = [],
        distanceText: String? = nil, coordinate: Coordinate
    ) {
        self.id = id
        self.kind = kind
        self.title = title
        self.subtitle = subtitle
        self.titleHighlights = titleHighlights
        self.distanceText = distanceText
        self.coordinate = coordinate
    }

    // MARK: - Converting

    /// A row for a suggestion, its distance written by `distance`; it is shown only for single places when `near` is
    /// known.
    init(suggestion: PlaceSuggestion, near: Coordinate?, distance writer: DistanceText) {
        let distance = suggestion.kind.expandsToDetailList ? nil : near?.distanceKilometres(to: suggestion.coordinate)
        self.init(
            id: suggestion.id, kind: suggestion.kind, title: suggestion.title, subtitle: suggestion.subtitle,
            titleHighlights: suggestion.titleHighlights, distanceText: distance.flatMap(writer.text(kilometres:)),
            coordinate: suggestion.coordinate
        )
    }

    /// A row for a real place with its distance, when known, written by `distance`.
    init(result: PlaceWithDistance, distance: DistanceText) {
        self.init(
            id: result.place.id, kind: result.place.kind, title: result.place.name, subtitle: result.place.subtitle,
            distanceText: result.distanceKilometres.flatMap(distance.text(kilometres:)),
            coordinate: result.place.coordinate
        )
    }
}
