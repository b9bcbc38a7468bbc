/// What the Price step shows.
public struct PriceFilterViewState: Hashable, Sendable {
    /// Bar heights 0–8, cheapest first, each scaled to the fullest bar (a non-empty bar is at least 1).
    public let barHeights: [Int]
    /// The first bar inside the range.
    public let lowerIndex: Int
    /// The last bar inside the range.
    public let upperIndex: Int
    /// The handle the arrow keys move.
    public let activeHandle: PriceHandle
    /// Stays whose nightly price lies in the range.
    public let countInRange: Int
    /// The range's nightly prices, e.g. `50–150`; empty when there are no prices.
    public let rangeText: String

    /// Creates a view state.
    public init(barHeights: [Int], lowerIndex: Int, upperIndex: Int, activeHandle: PriceHandle, countInRange: Int, rangeText: String) {
        self.barHeights = barHeights
        self.lowerIndex = lowerIndex
        self.upperIndex = upperIndex
        self.activeHandle = activeHandle
        self.countInRange = countInRange
        self.rangeText = rangeText
    }
}
