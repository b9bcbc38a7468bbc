import ArgumentParser
import Foundation
import Glibc
import StaysDomain
import StaysFeatures
import StaysTerminal

/// `stays` (the default): the full-screen search, Where → When → Who → Summary → Price → Results →
/// Detail → reserved; an empty catalogue is seeded with a sample first.
struct InteractiveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search-ui", abstract: "Search for a stay in the terminal (the default command).")

    @Option(parsing: .unconditional, help: "Search around this point instead of guessing from the time zone.") var near:
        CoordinateArgument?
    @Option(
        help: "The stay catalogue (default: $XDG_DATA_HOME/stays/stays.sqlite or ~/.local/share/stays/stays.sqlite).")
    var database: String?
    @Option(
        help: "The catalogue: postgres://USER@HOST:PORT/DB or a SQLite path (default: $STAYS_CATALOG, else --database)."
    )
    var catalog: String?
    @OptionGroup var placeData: PlaceDataOptions

    @MainActor
    func run() async throws {
        let output = StandardTextOutput()
        let environment = ProcessInfo.processInfo.environment
        let root = CompositionRoot(
            placesData: placeData.path, environment: environment, output: output,
            features: .init(
                near: near?.coordinate, timeZoneIdentifier: TimeZone.current.identifier,
                guestName: SystemUserName(environment: environment).name),
            server: try placeData.remote.remoteServer(environment: environment), language: placeData.language.code)
        let words = try root.words()
        guard TerminalDetector(checker: IsattyDeviceChecker()).isInteractive else {
            output.writeError(words.text("app.cli.needs-terminal") + "\n")
            throw ExitCode(2)
        }
        let path = try usage { () throws(StayCommandError) in
            try CatalogLocation.chosen(catalog: catalog, database: database, environment: environment).text
        }
        let result = try await root.closing { root in
            try root.loadPlaces()
            let stays = try root.stayCatalog(databasePath: path)
            if root.server == nil {
                _ = try await root.firstStartSeeder(
                    stays: stays, progressOnTerminal: IsattyDeviceChecker().isTerminal(2)
                )
                .seedIfEmpty()
            }
            let flow = try root.searchFlowFactory(stays: stays, rules: await stays.rules.stayRules()).makeFlow()
            return try await InteractiveSession(flow: flow, words: words).run(
                on: PosixTerminal(onTerminationSignal: { signal in Glibc.exit(128 + signal) }))
        }
        switch result {
        case .finished(let summary): output.write(summary + "\n")
        case .cancelled: break
        case .interrupted: throw ExitCode(128 + SIGINT)
        }
    }
}
