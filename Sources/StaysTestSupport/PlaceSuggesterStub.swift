import StaysDomain
import Synchronization

/// Answers every suggestion query with fixed suggestions, or fails while `shouldFail` is set.
public final class PlaceSuggesterStub: PlaceSuggesting {
    // MARK: - State

    private let result: [PlaceSuggestion]
    private let failing: Mutex<Bool>

    /// Whether calls throw `TestDoubleError.forcedFailure`.
    public var shouldFail: Bool {
        get { failing.withLock { $0 } }
        set { failing.withLock { $0 = newValue } }
    }

    // MARK: - Creating

    /// Creates a stub answering with `result`, or failing when `shouldFail` is true.
    public init(result: [PlaceSuggestion], shouldFail: Bool = false) {
        self.result = result
        self.failing = Mutex(shouldFail)
    }

    // MARK: - PlaceSuggesting

    /// The fixed result, or a forced failure.
    public func suggestions(for query: SuggestionQuery) async throws -> [PlaceSuggestion] {
        if shouldFail { throw TestDoubleError.forcedFailure }
        return result
    }
}
