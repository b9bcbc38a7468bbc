import StaysDomain
import Swinject

/// Registers the output and the runners the commands hand their parsed options to.
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
    }
}
