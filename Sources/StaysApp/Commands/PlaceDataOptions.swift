import ArgumentParser
import Foundation

/// Options every command that reads places takes.
struct PlaceDataOptions: ParsableArguments {
    @Option(name: .customLong("places-data"), help: "A place index file to use instead of the bundled one.")
    var path: String?

    /// The composition root for a run of a command that reads places: the index is loaded now, so a missing or
    /// damaged file stops the command before it starts.
    func compositionRoot(output: any TextOutput = StandardTextOutput()) throws -> CompositionRoot {
        let root = lazyCompositionRoot(output: output)
        try root.loadPlaces()
        return root
    }

    /// The composition root for a run of a command that may need no places: the index is loaded on first use.
    func lazyCompositionRoot(output: any TextOutput = StandardTextOutput()) -> CompositionRoot {
        CompositionRoot(placesData: path, environment: ProcessInfo.processInfo.environment, output: output)
    }
}
