import StaysDomain

extension StayBookingCoordinator {
    // MARK: - Filters step

    /// Opens the Filters step over the query searched, counting as the user changes it.
    func showFilters() {
        guard let query else { return }
        let step = steps.makeFilters(query: query)
        step.delegate = self
        filterStep = step
        stage = .filters
        step.start()
    }

    /// Closes the Filters step, back on the Price step.
    func closeFilters() {
        filterStep = nil
        stage = .price
    }
}

// MARK: - StayFiltersControllerDelegate

extension StayBookingCoordinator: StayFiltersControllerDelegate {
    /// Shows the new count.
    public func filtersDidChange(_ filters: StayFiltersController) {
        changed()
    }

    /// Keeps the filters in the draft and loads the Price step's histogram again with them.
    public func filters(_ filters: StayFiltersController, didApply chosen: StayFilters) {
        guard filters === filterStep else { return }
        draft.filters = chosen
        closeFilters()
        start()
    }
}
