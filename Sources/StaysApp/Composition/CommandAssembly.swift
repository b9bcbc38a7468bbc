import StaysDomain
import Swinject

/// Registers the output and the runners the commands hand their parsed options to.
struct CommandAssembly: Assembly {
    let output: any TextOutput

    func assemble(container: Container) {
        let output = output
        container.register((any TextOutput).self) { _ in output }
        container.register(PlaceCommandRunner.self) { resolver in
            PlaceCommandRunner(
                suggester: resolver.resolve((any PlaceSuggesting).self)!,
                nearbyFinder: resolver.resolve((any NearbyPlaceFinding).self)!,
                detailSearcher: resolver.resolve((any PlaceDetailSearching).self)!,
                output: resolver.resolve((any TextOutput).self)!)
        }
    }
}
