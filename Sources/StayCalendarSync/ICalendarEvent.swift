import StaysDomain

/// An event of an imported calendar, read as the nights it makes unavailable.
public struct ICalendarEvent: Hashable, Sendable {
    /// The nights from its start day up to its end day.
    public let nights: StayDates
    /// Its `UID`, if it has one.
    public let uid: String?
    /// Its `SUMMARY`, control characters left out, if it has one.
    public let summary: String?
    /// The line its `BEGIN:VEVENT` is on.
    public let line: Int
}

/// An event that blocks no night, with why.
public struct RejectedICalendarEvent: Hashable, Sendable {
    /// Its `UID`, if it has one.
    public let uid: String?
    /// Its `SUMMARY`, if it has one.
    public let summary: String?
    /// The line its `BEGIN:VEVENT` is on.
    public let line: Int
    /// Why it was not read, as a message for the user.
    public let reason: String
}

/// What an iCalendar file holds: the events read as nights and those rejected with their reasons.
public struct ICalendarContents: Hashable, Sendable {
    /// The events read, in file order.
    public let events: [ICalendarEvent]
    /// The events rejected, in file order.
    public let rejected: [RejectedICalendarEvent]
}
