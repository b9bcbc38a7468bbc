/// One row of the Filters step as drawn: its title, a check box or a stepper, and whether the cursor is on it.
public struct StayFilterRowState: Hashable, Sendable {
    /// What the row sets.
    public enum Control: Hashable, Sendable {
        /// A check box, on or off.
        case toggle(isOn: Bool)
        /// A stepper showing its value, e.g. "Any" or "2+", and which of its buttons work.
        case stepper(value: String, canDecrement: Bool, canIncrement: Bool)
    }

    /// The row's identity, for the events it sends.
    public let id: StayFilterRowID
    /// The row's name, e.g. "Entire place" or "Bedrooms".
    public let title: String
    /// The check box or stepper.
    public let control: Control
    /// Whether the keyboard cursor is on the row.
    public let isFocused: Bool

    /// Creates a row.
    public init(id: StayFilterRowID, title: String, control: Control, isFocused: Bool) {
        self.id = id
        self.title = title
        self.control = control
        self.isFocused = isFocused
    }
}

/// A heading and the rows under it, e.g. "Amenities" and its check boxes.
public struct StayFilterSectionState: Hashable, Sendable {
    /// The heading.
    public let title: String
    /// The rows, in order.
    public let rows: [StayFilterRowState]

    /// Creates a section.
    public init(title: String, rows: [StayFilterRowState]) {
        self.title = title
        self.rows = rows
    }
}
