/// What the user did on the Where step.
public enum LocationSearchEvent: Hashable, Sendable {
    /// The query text is now this whole text.
    case updateText(String)
    /// Highlight the row above.
    case moveUp
    /// Highlight the row below.
    case moveDown
    /// Choose the highlighted row.
    case choose
    /// Leave the detail list, clear the text, or leave the step when there is nothing to go back from.
    case back
}
