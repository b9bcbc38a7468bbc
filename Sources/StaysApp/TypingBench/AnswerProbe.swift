import StaysFeatures
import StaysTerminal
import Synchronization

/// Remembers, for the frame being drawn, which typed text it shows answered (suggestions loaded,
/// empty or failed); the recording terminal reads it when the frame is written.
final class AnswerProbe: Sendable {
    private let text = Mutex<String?>(nil)

    /// The typed text the last drawn frame shows answered, or nil.
    var answeredText: String? { text.withLock { $0 } }

    /// Notes what a frame of `state` shows.
    func note(_ state: SearchFlowViewState) {
        var answered: String?
        if case .location(let location) = state.step, location.mode == .suggestions, location.status != .loading {
            answered = location.queryText
        }
        text.withLock { $0 = answered }
    }
}
