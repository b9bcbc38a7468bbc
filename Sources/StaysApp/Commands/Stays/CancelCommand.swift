import ArgumentParser

/// `stays cancel ID`: cancels a reservation.
struct CancelCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "cancel", abstract: "Cancel a reservation.")

    @Argument(help: "The reservation's id.") var id: String
    @OptionGroup var database: StayDatabaseOptions

    func validate() throws {
        guard !id.isEmpty, id.count <= 100, id.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) }) else {
            throw ValidationError("reservation id must be 1–100 printable characters without spaces")
        }
    }

    func run() async throws {
        try await reportingStayErrors {
            try await database.withCompositionRoot { root, path in
                try await root.stayCommandRunner(databasePath: path, access: .writing).cancel(id)
            }
        }
    }
}
