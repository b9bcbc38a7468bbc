import Foundation
import PlaceData
import PlaceSearch
import StaysFeatures
import Swinject

/// Builds the object graph once per run of the executable and hands out the few roots the commands use.
/// Nothing outside this type resolves from the container.
struct CompositionRoot {
    private let assembler: Assembler

    /// Loads the place index (from `placesData`, `STAYS_PLACES_DATA` or the bundled file) and assembles;
    /// `features` defaults to the system time zone and the product's typing pause.
    init(
        placesData: String?, environment: [String: String], output: any TextOutput,
        features: FeatureAssembly.Settings = .init(timeZoneIdentifier: TimeZone.current.identifier)
    ) throws {
        let index = try PlaceIndex.load(from: Self.indexLocation(placesData, environment: environment))
        assembler = Assembler([
            PlaceSearchAssembly(index: index), CommandAssembly(output: output), FeatureAssembly(settings: features),
        ])
    }

    /// Where the place index is read from: the option, then the environment, then the bundled data.
    static func indexLocation(_ option: String?, environment: [String: String]) throws -> URL {
        if let path = option ?? environment["STAYS_PLACES_DATA"] { return URL(fileURLWithPath: path) }
        guard let bundled = PlaceDataLocation.bundledIndex else { throw CompositionError.missingPlaceData }
        return bundled
    }

    // MARK: - Roots

    /// The runner of `stays places …`.
    func placeCommandRunner() -> PlaceCommandRunner {
        assembler.resolver.resolve(PlaceCommandRunner.self)!
    }

    /// Makes the interactive search flow.
    func searchFlowFactory() -> SearchFlowFactory {
        assembler.resolver.resolve(SearchFlowFactory.self)!
    }

    /// The index behind the place protocols, for the benchmark.
    func indexedSuggester() -> IndexedPlaceSuggester {
        assembler.resolver.resolve(IndexedPlaceSuggester.self)!
    }
}

/// Why the program could not be put together.
enum CompositionError: Error, CustomStringConvertible {
    case missingPlaceData

    var description: String {
        "the bundled place data is missing; pass --places-data PATH or set STAYS_PLACES_DATA"
    }
}
