import ArgumentParser
import Foundation
import Glibc
import StaysFeatures
import StaysTerminal

/// `stays` (the default): the full-screen search, Where → When → Who → Summary.
struct InteractiveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search-ui", abstract: "Search for a stay in the terminal (the default command).")

    @Option(help: "Search around this point instead of guessing from the time zone.") var near: CoordinateArgument?
    @OptionGroup var placeData: PlaceDataOptions

    @MainActor
    func run() async throws {
        let output = StandardTextOutput()
        guard TerminalDetector(checker: IsattyDeviceChecker()).isInteractive else {
            output.writeError(TerminalDetector.nonInteractiveMessage + "\n")
            throw ExitCode(2)
        }
        let root = try CompositionRoot(
            placesData: placeData.path, environment: ProcessInfo.processInfo.environment, output: output,
            features: .init(near: near?.coordinate, timeZoneIdentifier: TimeZone.current.identifier))
        let flow = root.searchFlowFactory().makeFlow()
        let result = try await InteractiveSession(flow: flow).run(
            on: PosixTerminal(onTerminationSignal: { signal in Glibc.exit(128 + signal) }))
        switch result {
        case .finished(let summary): output.write(summary + "\n")
        case .cancelled: break
        case .interrupted: throw ExitCode(128 + SIGINT)
        }
    }
}
