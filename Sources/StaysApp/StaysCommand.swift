import ArgumentParser

/// The `stays` command: the product's entry point.
public struct StaysCommand: AsyncParsableCommand {
    /// How the command describes itself.
    public static let configuration = CommandConfiguration(
        commandName: "stays", abstract: "Search places to stay.",
        subcommands: [
            InteractiveCommand.self, StaySearchCommand.self, HistogramCommand.self, ShowStayCommand.self,
            ReserveCommand.self, ReservationsCommand.self, CancelCommand.self, SeedCommand.self,
            ImportListingsCommand.self, CalendarCommand.self, HostCommand.self, PlacesCommand.self,
            ServeCommand.self,
            BenchCommand.self, LoginCommand.self, LogoutCommand.self,
        ],
        defaultSubcommand: InteractiveCommand.self)

    /// `--server URL`, shared with every subcommand that can run against a server.
    @OptionGroup var remote: ServerOptions

    /// Creates the command (ArgumentParser fills in the options).
    public init() {}
}
