/// Where a list of places stands in loading its rows.
public enum PlaceListStatus: Hashable, Sendable {
    /// Nothing asked yet.
    case idle
    /// An answer is on its way; rows may still show the previous answer.
    case loading
    /// Rows arrived.
    case loaded
    /// The answer came back with no rows.
    case empty
    /// Loading failed; the message is for the user.
    case failed(String)

    // MARK: - Deriving

    /// `loaded` or `empty`, whichever fits the row count.
    static func finished(rowCount: Int) -> PlaceListStatus {
        rowCount == 0 ? .empty : .loaded
    }
}

// MARK: - Inspecting

extension PlaceListStatus {
    /// Whether loading failed.
    public var isFailure: Bool {
        if case .failed = self { return true }
        return false
    }
}
