/// One of the coming months offered by the flexible half of the When step.
public struct MonthCell: Hashable, Sendable {
    /// The month and year, e.g. "Dec 2026".
    public let title: String
    /// Whether the month is chosen.
    public let isChosen: Bool
    /// Whether the keyboard cursor is on it.
    public let isFocused: Bool

    /// Creates a cell.
    public init(title: String, isChosen: Bool, isFocused: Bool) {
        self.title = title
        self.isChosen = isChosen
        self.isFocused = isFocused
    }
}
