import StayCalendarSync
import StaysDomain

/// The text `stays calendar import` prints: what was blocked, the events whose nights bookings hold, the events
/// rejected and the nights outside the window.
struct CalendarImportReport {
    /// The longest summary shown.
    static let summaryLength = 60

    let file: String
    let stay: StayID
    let contents: ICalendarContents
    let window: CalendarImportWindow
    let outcome: NightBlockingOutcome

    // MARK: - Text

    /// The report, one fact a line.
    var text: String {
        let read = contents.events.count
        var lines = [
            "Read \(Self.counted(read + contents.rejected.count, "event")) from \(file) for \(stay).",
            "Blocked \(Self.counted(outcome.newlyBlocked.nightCount, "night")); "
                + "\(Self.counted(outcome.alreadyBlocked.nightCount, "night")) already blocked.",
        ]
        let collisions = collidingEvents
        if !collisions.isEmpty {
            lines.append(
                "\(Self.counted(outcome.collidingWithBookings.nightCount, "night")) held by bookings, left booked:")
            lines += collisions.map {
                "  \(Self.dates($0.nights)): event \(Self.name(uid: $0.uid, summary: $0.summary))"
            }
        }
        if !contents.rejected.isEmpty {
            lines.append("Rejected \(Self.counted(contents.rejected.count, "event")):")
            lines += contents.rejected.map {
                "  line \($0.line), event \(Self.name(uid: $0.uid, summary: $0.summary)): \($0.reason)"
            }
        }
        if window.nightsOutside > 0 {
            lines.append(
                "Skipped \(Self.counted(window.nightsOutside, "night")) before \(window.window.checkIn.iso8601) (today) "
                    + "or from \(window.window.checkOut.iso8601) on (beyond what guests can book).")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Each event's nights that bookings hold, in file order.
    private var collidingEvents: [(nights: StayDates, uid: String?, summary: String?)] {
        contents.events.flatMap { event in
            outcome.collidingWithBookings.compactMap { span in
                event.nights.intersection(span).map { ($0, event.uid, event.summary) }
            }
        }
    }

    // MARK: - Parts

    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    private static func dates(_ span: StayDates) -> String {
        "\(span.checkIn.iso8601) to \(span.checkOut.iso8601) (\(counted(span.nights, "night")))"
    }

    private static func name(uid: String?, summary: String?) -> String {
        let shown = summary.map { $0.count > summaryLength ? String($0.prefix(summaryLength)) + "…" : $0 }
        return "\((uid ?? "without UID").debugDescription)" + (shown.map { " (\($0.debugDescription))" } ?? "")
    }
}
