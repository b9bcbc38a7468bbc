import StaysDomain

/// One stepper row of the Who step: a kind of guest, its count and which buttons work.
public struct GuestRowState: Hashable, Sendable {
    /// The kind of guest the row counts.
    public let kind: GuestKind
    /// The row's name, e.g. "Adults".
    public let title: String
    /// Who counts as this kind, e.g. "Ages 13 or above".
    public let subtitle: String
    /// How many are coming.
    public let count: Int
    /// Whether the + button works.
    public let canIncrement: Bool
    /// Whether the − button works.
    public let canDecrement: Bool
    /// Whether the keyboard cursor is on the row.
    public let isFocused: Bool

    /// Creates a row.
    public init(
        kind: GuestKind, title: String, subtitle: String, count: Int, canIncrement: Bool, canDecrement: Bool,
        isFocused: Bool
    ) {
        self.kind = kind
        self.title = title
        self.subtitle = subtitle
        self.count = count
        self.canIncrement = canIncrement
        self.canDecrement = canDecrement
        self.isFocused = isFocused
    }
}
