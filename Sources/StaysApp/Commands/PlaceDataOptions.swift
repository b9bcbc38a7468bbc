import ArgumentParser
import Foundation

/// Options every command that reads places takes.
struct PlaceDataOptions: ParsableArguments {
    @Option(name: .customLong("places-data"), help: "A place index file to use instead of the bundled one.")
    var path: String?
    @OptionGroup var remote: ServerOptions

    /// The composition root for a run of a command that reads places: the index is loaded now, so a missing or
    /// damaged file stops the command before it starts.
    func compositionRoot(output: any TextOutput = StandardTextOutput()) throws -> CompositionRoot {
        let root = try lazyCompositionRoot(output: output)
        try root.loadPlaces()
        return root
    }

    /// The composition root for a run of a command that may need no places: the index is loaded on first use.
    /// With `--server` or `STAYS_SERVER`, places and stays come from that server instead.
    func lazyCompositionRoot(output: any TextOutput = StandardTextOutput()) throws -> CompositionRoot {
        let environment = ProcessInfo.processInfo.environment
        return CompositionRoot(
            placesData: path, environment: environment, output: output,
            server: try remote.remoteServer(environment: environment))
    }
}
