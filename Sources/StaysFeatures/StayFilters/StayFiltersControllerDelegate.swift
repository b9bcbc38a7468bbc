import StaysDomain

/// Hears what the Filters step did that its parent must act on.
@MainActor
public protocol StayFiltersControllerDelegate: AnyObject {
    /// The live count changed (its answer arrived later than the event that asked for it).
    func filtersDidChange(_ filters: StayFiltersController)
    /// The user applied `chosen`.
    func filters(_ filters: StayFiltersController, didApply chosen: StayFilters)
}
