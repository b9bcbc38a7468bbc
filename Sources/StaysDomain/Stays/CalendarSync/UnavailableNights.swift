/// A stay's nights no guest can book, split by why, for a calendar other platforms read.
public protocol StayUnavailabilityLoading: Sendable {
    /// The booked and the blocked nights of stay `id` from `from` up to, not including, `to`, each as spans of
    /// consecutive nights in order (a span is cut at the window's edges); throws `StayQueryError.unknownStay` for a
    /// stay the catalogue does not hold.
    func unavailableNights(of id: StayID, from: CalendarDay, to: CalendarDay) async throws -> UnavailableNights
}

/// A stay's unavailable nights in a window: those guests booked and those the host blocked, which never overlap.
public struct UnavailableNights: Hashable, Sendable {
    /// Spans of consecutive nights confirmed bookings hold, in order.
    public let booked: [StayDates]
    /// Spans of consecutive nights the host blocked, in order.
    public let blocked: [StayDates]

    /// Creates the nights from their two kinds of spans.
    public init(booked: [StayDates], blocked: [StayDates]) {
        self.booked = booked
        self.blocked = blocked
    }
}
