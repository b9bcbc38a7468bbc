import StaysDomain
import StaysFeatures

/// Records every message a Filters step sends its delegate.
@MainActor
public final class StayFiltersControllerDelegateSpy: StayFiltersControllerDelegate {
    // MARK: - Recorded messages

    /// How many times the step said its count changed.
    public private(set) var changeCount = 0
    /// The filters applied, oldest first.
    public private(set) var appliedFilters: [StayFilters] = []

    // MARK: - Creating

    /// Creates a spy with nothing recorded.
    public init() {}

    // MARK: - StayFiltersControllerDelegate

    /// Counts the change.
    public func filtersDidChange(_ filters: StayFiltersController) {
        changeCount += 1
    }

    /// Records the filters.
    public func filters(_ filters: StayFiltersController, didApply chosen: StayFilters) {
        appliedFilters.append(chosen)
    }
}
