import Hummingbird
import StaysDomain
import Synchronization

/// The written answers of recent suggestion queries, so a prefix many people type is ranked and written once. The
/// place index does not change while the server runs, so an answer never goes stale; errors are never kept. When
/// full it starts again empty (cheaper than tracking use, and typing traffic refills the common prefixes at once).
final class SuggestionAnswerCache: Sendable {
    /// The most answers kept; 0 keeps none.
    let capacity: Int
    private let answers = Mutex<[SuggestionQuery: ByteBuffer]>([:])

    /// Creates an empty cache of `capacity` answers.
    init(capacity: Int) {
        self.capacity = max(0, capacity)
    }

    /// The kept answer to `query`, if any.
    func answer(for query: SuggestionQuery) -> ByteBuffer? {
        guard capacity > 0 else { return nil }
        return answers.withLock { $0[query] }
    }

    /// Keeps `answer` for `query`.
    func keep(_ answer: ByteBuffer, for query: SuggestionQuery) {
        guard capacity > 0 else { return }
        answers.withLock { answers in
            if answers.count >= capacity { answers.removeAll(keepingCapacity: true) }
            answers[query] = answer
        }
    }
}
