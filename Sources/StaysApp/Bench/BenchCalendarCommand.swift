import ArgumentParser

/// `stays bench calendar [--stays N] [--database PATH]`: times a year's iCalendar export per stay.
struct BenchCalendarCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "calendar", abstract: "Time exporting a year of a stay's calendar as iCalendar.",
        discussion: "Exports stay:0000001 onwards of a seeded catalogue, reading its nights and writing the feed.")

    @Option(help: "How many stays to export (1–100,000).") var stays = 2_000
    @OptionGroup var database: StayDatabaseOptions

    func validate() throws {
        guard (1...100_000).contains(stays) else {
            throw ValidationError("stays must be between 1 and 100000, got \(stays)")
        }
    }

    func run() async throws {
        try await reportingStayErrors {
            try await database.withCompositionRoot { root, path in
                try await root.calendarBenchRunner(databasePath: path).run(stays: stays)
            }
        }
    }
}
