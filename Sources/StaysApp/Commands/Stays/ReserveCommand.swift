import ArgumentParser
import StaysDomain

/// `stays reserve ID --checkin … --checkout … --guest NAME [--adults N …]`: prints the reservation id.
struct ReserveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reserve", abstract: "Book a stay; fails with \"not available\" when a night is taken.")

    @Argument(help: "The stay's id.") var id: String
    @OptionGroup var dates: StayDateOptions
    @Option(help: "Who books (1–100 printable characters).") var guest: String
    @OptionGroup var guests: GuestOptions
    @OptionGroup var database: StayDatabaseOptions

    func validate() throws {
        _ = try request()
    }

    func run() async throws {
        try await reportingStayErrors {
            try await database.withCompositionRoot { root, path in
                try await root.stayCommandRunner(databasePath: path, access: .writing).reserve(try request())
            }
        }
    }

    private func request() throws -> ReservationRequest {
        let parser = StayRequestParser()
        let dates = try dates.dates()
        let guests = try guests.guests()
        return try parsed { () throws(StayRequestError) in
            ReservationRequest(
                stayID: try parser.stayID(id), dates: dates, guestName: try parser.guestName(guest), guests: guests)
        }
    }
}
