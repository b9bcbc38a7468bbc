import StaysDomain

/// One stay of the results list with the words drawn beside it: its nights and its total.
public struct StayResultRow: Hashable, Sendable {
    /// The stay as found.
    public let result: StaySearchResult
    /// The nights its total is for, e.g. "Dec 4 – Dec 11", when a flexible search found them; nil otherwise.
    public let datesText: String?
    /// The total for those nights, or "—" when browsing without dates.
    public let totalText: String

    /// Creates a row; without `totalText` the total reads as the result's price, or "—" when it has none.
    public init(result: StaySearchResult, datesText: String? = nil, totalText: String? = nil) {
        self.result = result
        self.datesText = datesText
        self.totalText = totalText ?? result.totalPrice?.displayText ?? "—"
    }
}
