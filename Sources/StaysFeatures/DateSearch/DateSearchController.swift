import StaysDomain
import Synchronization

/// Runs the When step: takes the front end's events, keeps the choice and tells the parent when done.
public final class DateSearchController: Sendable {
    private let todayProvider: any TodayProviding
    private let labels: DateSearchLabels
    private let state: Mutex<DateSearchState>
    private let onFinish: @Sendable (StayTiming?) -> Void

    /// Creates the step offering `choices`, written with `words`; `onFinish` receives the chosen timing, or nil when
    /// the user skipped.
    public init(
        todayProvider: any TodayProviding,
        configuration: DateSearchConfiguration,
        words: any Localizing,
        choices: DateSearchChoices = .everyTiming,
        initialTiming: StayTiming? = nil,
        onFinish: @escaping @Sendable (StayTiming?) -> Void
    ) {
        self.todayProvider = todayProvider
        labels = DateSearchLabels(calendar: configuration.calendar, words: words)
        self.onFinish = onFinish
        let initial = DateSearchState(
            today: todayProvider.today(), configuration: configuration, choices: choices,
            initialTiming: initialTiming)
        state = Mutex(initial)
    }

    // MARK: - Front end

    /// What to draw now.
    public var viewState: DateSearchViewState {
        let today = todayProvider.today()
        return state.withLock { state in
            state.refresh(today: today)
            return state.viewState(labels: labels)
        }
    }

    /// Applies one event; calls `onFinish` (outside the lock) when it ends the step.
    public func handle(_ event: DateSearchEvent) {
        let today = todayProvider.today()
        let outcome = state.withLock { state in
            state.refresh(today: today)
            return state.handle(event)
        }
        if case .finished(let timing) = outcome {
            onFinish(timing)
        }
    }
}
