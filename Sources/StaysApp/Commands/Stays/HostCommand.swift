import ArgumentParser
import Foundation
import StaysDomain

/// `stays host …`: a host's listings on a local catalogue, for the account with `--email`.
struct HostCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "host", abstract: "List places and keep their nights, as the host with an account's email.",
        subcommands: [
            HostListingsCommand.self, HostCreateCommand.self, HostListedCommand.self, HostNightsCommand.self,
            HostReservationsCommand.self,
        ])
}

/// The options every `stays host` command takes.
struct HostOptions: ParsableArguments {
    @Option(help: "The email of the host's account.") var email: String
    @OptionGroup var database: StayDatabaseOptions

    /// Runs `body` with the host runner over the catalogue, opened for writing.
    func run(_ body: (HostCommandRunner) async throws -> Void) async throws {
        try await reportingStayErrors {
            try await database.withCompositionRoot { root, path in
                try await body(try root.hostCommandRunner(databasePath: path))
            }
        }
    }
}

/// `stays host listings --email E`.
struct HostListingsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "listings", abstract: "Print the host's listings.")
    @OptionGroup var host: HostOptions

    func run() async throws {
        try await host.run { try await $0.listings(email: host.email) }
    }
}

/// `stays host create FILE --email E`.
struct HostCreateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "create", abstract: "List the place a JSON file describes (the API's listing body).",
        discussion: "See docs/hosting.md for the fields; prices are in the currency where the place is.")
    @Argument(help: "The listing's JSON file.") var file: String
    @OptionGroup var host: HostOptions

    func run() async throws {
        try await host.run { try await $0.create(email: host.email, file: file) }
    }
}

/// `stays host unlist|relist ID --email E`.
struct HostListedCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set-listed", abstract: "Hide a listing from guests (--no-listed) or show it again (--listed).")
    @Argument(help: "The listing's id, e.g. stay:host-3001.") var id: String
    @Flag(inversion: .prefixedNo, help: "Whether guests can find and book it.") var listed: Bool
    @OptionGroup var host: HostOptions

    func run() async throws {
        try await host.run { try await $0.setListed(StayID(id), listed: listed, email: host.email) }
    }
}

/// `stays host nights ID --checkin D --checkout D (--block|--unblock) --email E`.
struct HostNightsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "nights", abstract: "Block (--block) or free (--unblock) a listing's nights.")
    @Argument(help: "The listing's id, e.g. stay:host-3001.") var id: String
    @OptionGroup var dates: StayDateOptions
    @Flag(name: .customLong("block"), help: "Block the nights.") var block = false
    @Flag(name: .customLong("unblock"), help: "Free the nights.") var unblock = false
    @OptionGroup var host: HostOptions

    func validate() throws {
        guard block != unblock else { throw ValidationError("give exactly one of --block and --unblock") }
        _ = try dates.dates()
    }

    func run() async throws {
        let nights = try dates.dates()
        try await host.run { try await $0.change(StayID(id), dates: nights, block: block, email: host.email) }
    }
}

/// `stays host reservations ID --email E`.
struct HostReservationsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reservations", abstract: "Print a listing's bookings from today on, by check-in.")
    @Argument(help: "The listing's id, e.g. stay:host-3001.") var id: String
    @OptionGroup var host: HostOptions

    func run() async throws {
        try await host.run { try await $0.reservations(StayID(id), email: host.email) }
    }
}
