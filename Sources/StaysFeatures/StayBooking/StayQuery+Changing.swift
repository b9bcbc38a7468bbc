import StaysDomain

extension StayQuery {
    // MARK: - Changing

    /// The same search with other filters or order (nil keeps them) from page `cursor` (nil: the first), checked
    /// again against `today`.
    func changing(
        filters: StayFilters? = nil, sort: StaySort? = nil, cursor: String? = nil, today: CalendarDay
    ) throws(StayQueryError) -> StayQuery {
        try StayQuery(
            area: area, timing: timing, guests: guests, price: price, filters: filters ?? self.filters,
            sort: sort ?? self.sort, pageSize: pageSize, cursor: cursor, today: today)
    }
}
