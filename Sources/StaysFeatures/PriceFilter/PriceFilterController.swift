import StaysDomain
import Synchronization

/// Runs the Price step over a histogram: two handles pick a range of bars; tells the parent the chosen nightly
/// budget (nil when the whole range is kept).
public final class PriceFilterController: Sendable {
    private struct State {
        var lower: Int
        var upper: Int
        var active = PriceHandle.lower
    }

    private let histogram: NightlyPriceHistogram
    private let state: Mutex<State>
    private let onConfirm: @Sendable (PriceRange?) -> Void

    /// Creates the step with both handles at the ends; `onConfirm` receives the budget when the user goes on.
    public init(histogram: NightlyPriceHistogram, onConfirm: @escaping @Sendable (PriceRange?) -> Void) {
        self.histogram = histogram
        state = Mutex(State(lower: 0, upper: max(0, histogram.buckets.count - 1)))
        self.onConfirm = onConfirm
    }

    // MARK: - Front end

    /// What to draw now.
    public var viewState: PriceFilterViewState {
        let current = state.withLock { $0 }
        let buckets = histogram.buckets
        let fullest = max(1, buckets.map(\.count).max() ?? 1)
        let heights = buckets.map { $0.count == 0 ? 0 : max(1, $0.count * 8 / fullest) }
        let inRange = buckets.isEmpty ? [] : buckets[current.lower...current.upper]
        let text = buckets.isEmpty
            ? "" : "\(Int(buckets[current.lower].lower.rounded()))–\(Int(buckets[current.upper].upper.rounded()))"
        return PriceFilterViewState(
            barHeights: heights, lowerIndex: current.lower, upperIndex: current.upper, activeHandle: current.active,
            countInRange: inRange.reduce(0) { $0 + $1.count }, rangeText: text)
    }

    /// Applies one event; calls `onConfirm` (outside the lock) when it confirms the step.
    public func handle(_ event: PriceFilterEvent) {
        let last = max(0, histogram.buckets.count - 1)
        let confirmed: State? = state.withLock { state in
            switch event {
            case .switchHandle: state.active = state.active == .lower ? .upper : .lower
            case .moveLeft where state.active == .lower: state.lower = max(0, state.lower - 1)
            case .moveLeft: state.upper = max(state.lower, state.upper - 1)
            case .moveRight where state.active == .lower: state.lower = min(state.upper, state.lower + 1)
            case .moveRight: state.upper = min(last, state.upper + 1)
            case .confirm: return state
            }
            return nil
        }
        guard let confirmed else { return }
        onConfirm(histogram.priceRange(keepingBars: confirmed.lower...confirmed.upper))
    }
}
