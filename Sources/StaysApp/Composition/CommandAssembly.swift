import StayImport
import StaysDomain
import Swinject

/// Registers the output, the runners the commands hand their parsed options to, and the listings importer.
struct CommandAssembly: Assembly {
    let output: any TextOutput

    func assemble(container: Container) {
        let output = output
        container.provide((any TextOutput).self) { _ in output }
        container.provide(PlaceCommandRunner.self) { resolver in
            try PlaceCommandRunner(
                suggester: resolver.required((any PlaceSuggesting).self),
                nearbyFinder: resolver.required((any NearbyPlaceFinding).self),
                detailSearcher: resolver.required((any PlaceDetailSearching).self),
                output: resolver.required((any TextOutput).self), words: resolver.required((any Localizing).self))
        }
        container.provide(InsideAirbnbImporter.self) { resolver in
            try InsideAirbnbImporter(
                places: resolver.required((any NearbyPlaceFinding).self),
                currencies: resolver.required(CountryCurrencies.self))
        }
    }
}
