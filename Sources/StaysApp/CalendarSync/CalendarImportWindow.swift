import StayCalendarSync
import StaysDomain

/// The nights of imported events cut to the window an import blocks (today up to as far as guests can book).
struct CalendarImportWindow: Sendable {
    /// The window.
    let window: StayDates
    /// The parts of the events' nights inside it.
    let spans: [StayDates]
    /// How many of the events' nights lie outside it.
    let nightsOutside: Int

    /// Cuts every event's nights to `window`.
    init(window: StayDates, events: [ICalendarEvent]) {
        self.window = window
        var spans: [StayDates] = []
        var outside = 0
        for event in events {
            let inside = event.nights.intersection(window)
            outside += event.nights.nights - (inside?.nights ?? 0)
            if let inside { spans.append(inside) }
        }
        self.spans = spans
        nightsOutside = outside
    }
}
