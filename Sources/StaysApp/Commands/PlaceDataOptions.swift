import ArgumentParser
import Foundation

/// Options every command that reads places takes.
struct PlaceDataOptions: ParsableArguments {
    @Option(name: .customLong("places-data"), help: "A place index file to use instead of the bundled one.")
    var path: String?
    @OptionGroup var remote: ServerOptions
    @OptionGroup var language: LanguageOptions

    /// Runs `body` with the composition root of a command that reads places, then shuts the root down: the index
    /// is loaded first, so a missing or damaged file stops the command before it starts.
    nonisolated(nonsending) func withCompositionRoot<Result>(
        output: any TextOutput = StandardTextOutput(),
        _ body: nonisolated(nonsending) (CompositionRoot) async throws -> Result
    ) async throws -> Result {
        try await lazyCompositionRoot(output: output).closing { root in
            try root.loadPlaces()
            return try await body(root)
        }
    }

    /// The composition root for a run of a command that may need no places: the index is loaded on first use.
    /// With `--server` or `STAYS_SERVER`, places and stays come from that server instead. Run the command in its
    /// `closing` so the root is shut down at the end. Its words are in the `--lang` language.
    func lazyCompositionRoot(output: any TextOutput = StandardTextOutput()) throws -> CompositionRoot {
        let environment = ProcessInfo.processInfo.environment
        return CompositionRoot(
            placesData: path, environment: environment, output: output,
            server: try remote.remoteServer(environment: environment), language: language.code)
    }
}
