/// A stay's own calendar: the nights no guest can book, because a guest booked them or the host blocked them.
public protocol StayCalendarLoading: Sendable {
    /// The taken nights of stay `id` from `from` up to, not including, `to`, in order; throws
    /// `StayQueryError.unknownStay` for a stay the catalogue does not hold.
    func takenNights(of id: StayID, from: CalendarDay, to: CalendarDay) async throws -> [CalendarDay]
}
