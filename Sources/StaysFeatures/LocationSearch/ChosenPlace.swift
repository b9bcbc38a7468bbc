import StaysDomain

/// The place the user settled on in the Where step.
public struct ChosenPlace: Hashable, Sendable, Identifiable {
    /// The place's identifier.
    public let id: PlaceID
    /// Its name as shown.
    public let title: String
    /// Where it lies, as shown.
    public let subtitle: String
    /// Its coordinate.
    public let coordinate: Coordinate
    /// What kind of place it is.
    public let kind: PlaceKind

    /// Creates a choice.
    public init(id: PlaceID, title: String, subtitle: String, coordinate: Coordinate, kind: PlaceKind) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.coordinate = coordinate
        self.kind = kind
    }

    /// The choice a row stands for.
    init(row: PlaceRow) {
        self.init(id: row.id, title: row.title, subtitle: row.subtitle, coordinate: row.coordinate, kind: row.kind)
    }
}
