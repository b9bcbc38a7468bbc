import ArgumentParser
import Foundation

/// Options every command that reads places takes.
struct PlaceDataOptions: ParsableArguments {
    @Option(name: .customLong("places-data"), help: "A place index file to use instead of the bundled one.")
    var path: String?

    /// The composition root for a run of a command.
    func compositionRoot(output: any TextOutput = StandardTextOutput()) throws -> CompositionRoot {
        try CompositionRoot(placesData: path, environment: ProcessInfo.processInfo.environment, output: output)
    }
}
