import ArgumentParser
import StaysDomain
import StaysTerminal

/// `stays calendar export|import`: a stay's calendar exchanged with other platforms as iCalendar (RFC 5545).
struct CalendarCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "calendar", abstract: "Export or import a stay's unavailable nights as iCalendar (.ics).",
        subcommands: [CalendarExportCommand.self, CalendarImportCommand.self])
}

/// `stays calendar export STAY_ID [--from DAY] [--to DAY] [--output FILE]`.
struct CalendarExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Print a stay's booked and blocked nights as an iCalendar feed.",
        discussion: "One all-day event per span of nights: \"Reserved\" for bookings, \"Not available\" for blocks.")

    @Argument(help: "The stay's id, e.g. stay:0000042.") var id: String
    @Option(help: "First night, YYYY-MM-DD (default: today).") var from: String?
    @Option(help: "The day after the last night, YYYY-MM-DD (default: a year after --from).") var to: String?
    @Option(help: "Write the feed into this file instead of printing it.") var output: String?
    @OptionGroup var database: StayDatabaseOptions

    func validate() throws {
        _ = try parsed { () throws(StayRequestError) in try StayRequestParser().stayID(id) }
        _ = try Self.day(from, option: "--from")
        _ = try Self.day(to, option: "--to")
    }

    func run() async throws {
        try await reportingStayErrors {
            let text = StandardTextOutput()
            try await database.withCompositionRoot(output: text) { root, path in
                let stays = try root.stayCatalog(databasePath: path, access: .reading)
                try await root.calendarSyncRunner(stays: stays).export(
                    parsed { () throws(StayRequestError) in try StayRequestParser().stayID(id) },
                    from: Self.day(from, option: "--from"), to: Self.day(to, option: "--to"), into: output)
            }
        }
    }

    /// A day option, or a usage error naming it.
    static func day(_ text: String?, option: String) throws -> CalendarDay? {
        guard let text else { return nil }
        do {
            return try CalendarDay(iso8601: text)
        } catch {
            throw ValidationError("\(option) must be a day as YYYY-MM-DD, got \(text.debugDescription)")
        }
    }
}

/// `stays calendar import STAY_ID FILE`.
struct CalendarImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Block the nights of another platform's iCalendar file (.ics) for a stay.",
        discussion: """
            Blocks the nights of every event from today up to two years ahead. Nights a booking holds stay booked and \
            are reported; repeating events and events with unreadable dates are reported and skipped. Exits 0 when \
            the file was read, 1 when it could not be.
            """)

    @Argument(help: "The stay's id, e.g. stay:0000042.") var id: String
    @Argument(help: "The .ics file.") var file: String
    @OptionGroup var database: StayDatabaseOptions

    func validate() throws {
        _ = try parsed { () throws(StayRequestError) in try StayRequestParser().stayID(id) }
    }

    func run() async throws {
        try await reportingStayErrors {
            let text = StandardTextOutput()
            try await database.withCompositionRoot(output: text) { root, path in
                let stays = try root.stayCatalog(databasePath: path, access: .writing)
                try await root.calendarSyncRunner(stays: stays).importCalendar(
                    parsed { () throws(StayRequestError) in try StayRequestParser().stayID(id) }, from: file)
            }
        }
    }
}
