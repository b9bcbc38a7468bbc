/// What the user did on the Price step.
public enum PriceFilterEvent: Hashable, Sendable {
    /// Moves the active handle one bar cheaper.
    case moveLeft
    /// Moves the active handle one bar dearer.
    case moveRight
    /// Makes the other handle active.
    case switchHandle
    /// Accepts the range.
    case confirm
}

/// Which end of the range a handle sets.
public enum PriceHandle: Hashable, Sendable {
    /// The lowest nightly price.
    case lower
    /// The highest nightly price.
    case upper
}
