import StaysDomain
import Synchronization

/// Runs the Who step: steppers for adults, children, infants and pets; tells the parent the confirmed counts.
public final class GuestSearchController: Sendable {
    private let state: Mutex<GuestSearchState>
    private let labels: GuestSearchLabels
    private let onConfirm: @Sendable (GuestCounts) -> Void

    /// Creates the step showing `initialCounts`, offering at most `maximumGuests` adults and children together (the
    /// shared rules' limit: the catalogue's largest stay), written with `words`; `onConfirm` receives the counts when
    /// the user goes on.
    public init(
        initialCounts: GuestCounts = GuestCounts(), maximumGuests: Int = GuestCounts.maximumOccupancy,
        words: any Localizing, onConfirm: @escaping @Sendable (GuestCounts) -> Void
    ) {
        labels = GuestSearchLabels(words: words)
        state = Mutex(GuestSearchState(counts: initialCounts, maximumGuests: maximumGuests))
        self.onConfirm = onConfirm
    }

    // MARK: - Front end

    /// What to draw now.
    public var viewState: GuestSearchViewState {
        state.withLock { [labels] in $0.viewState(labels: labels) }
    }

    /// Applies one event; calls `onConfirm` (outside the lock) when it confirms the step.
    public func handle(_ event: GuestSearchEvent) {
        let confirmed = state.withLock { $0.handle(event) }
        if let confirmed {
            onConfirm(confirmed)
        }
    }
}
