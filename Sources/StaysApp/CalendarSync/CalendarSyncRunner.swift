import Foundation
import StayCalendarSync
import StaysDomain

/// Runs `stays calendar export|import`: a stay's unavailable nights as an iCalendar feed, and the nights of another
/// platform's feed blocked.
struct CalendarSyncRunner: Sendable {
    /// How far ahead an export reaches by default, and an import blocks at most.
    static let exportDays = 365
    /// How far ahead an import blocks: as far as a guest can book.
    static let importDays = 731

    /// Reads booked and blocked nights.
    let unavailability: any StayUnavailabilityLoading
    /// Blocks nights.
    let blocker: any NightBlocking
    /// Reads the file to import.
    let reader: any FileReading
    /// Writes `--output`.
    let fileWriter: any TextFileWriting
    /// Today where the user is: the default start of an export, the first night an import blocks.
    let today: any TodayProviding
    /// Stamps the exported events.
    let clock: any MomentProviding
    /// Where results go.
    let output: any TextOutput
    /// The words catalogue refusals are told in.
    let words: any Localizing

    // MARK: - Export

    /// `stays calendar export`: the feed of the stay's nights from `from` (default today) up to `to` (default a year
    /// later), printed or written to `path`.
    func export(_ id: StayID, from: CalendarDay?, to: CalendarDay?, into path: String?) async throws {
        let start = from ?? today.today()
        guard to != nil || start.year < CalendarDay.validYears.upperBound else {
            throw StayCommandError.usage("--from is too late for a year's export; give --to as well")
        }
        let end = to ?? start.adding(days: Self.exportDays)
        guard start < end else { throw StayCommandError.usage("--to must come after --from") }
        let nights = try await catalogue { try await unavailability.unavailableNights(of: id, from: start, to: end) }
        let text = ICalendarWriter().calendar(of: id, nights: nights, stampedAt: clock.now())
        guard let path else { return output.write(text) }
        do {
            try fileWriter.write(text, toFile: path)
        } catch {
            throw StayCommandError.failed("\(path) cannot be written")
        }
        let count = nights.booked.count + nights.blocked.count
        output.write("Wrote \(count) event\(count == 1 ? "" : "s") of \(id) to \(path).\n")
    }

    // MARK: - Import

    /// `stays calendar import`: blocks the nights of the events in the file at `path` from today up to two years
    /// ahead and reports what was blocked, what bookings hold and which events were rejected; throws
    /// `StayCommandError.failed` when the file cannot be read as a calendar.
    func importCalendar(_ id: StayID, from path: String) async throws {
        let name = URL(fileURLWithPath: path).lastPathComponent
        let contents: ICalendarContents
        do {
            contents = try ICalendarReader().read(try reader.contents(of: URL(fileURLWithPath: path)))
        } catch let error as ICalendarError {
            throw StayCommandError.failed("\(name): \(error.description)")
        } catch {
            throw StayCommandError.failed("\(path) cannot be read")
        }
        let window = try StayDates(checkIn: today.today(), checkOut: today.today().adding(days: Self.importDays))
        let clipped = CalendarImportWindow(window: window, events: contents.events)
        let outcome = try await catalogue { try await blocker.blockNights(of: id, spans: clipped.spans) }
        output.write(
            CalendarImportReport(
                file: name, stay: id, contents: contents, window: clipped, outcome: outcome
            ).text)
    }

    // MARK: - Parts

    /// Runs a catalogue call, turning its refusals into command errors in the person's words.
    private func catalogue<Value>(_ call: () async throws -> Value) async throws -> Value {
        do {
            return try await call()
        } catch let error as StayQueryError {
            throw StayCommandError(error, words: words)
        }
    }
}
