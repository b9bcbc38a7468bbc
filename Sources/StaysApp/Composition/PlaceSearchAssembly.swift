import PlaceSearch
import StaysDomain
import Swinject

/// Registers the loaded place index behind the domain's place protocols.
struct PlaceSearchAssembly: Assembly {
    let index: PlaceIndex

    func assemble(container: Container) {
        let suggester = IndexedPlaceSuggester(index: index)
        container.register(IndexedPlaceSuggester.self) { _ in suggester }
        container.register((any PlaceSuggesting).self) { _ in suggester }
        container.register((any NearbyPlaceFinding).self) { _ in suggester }
        container.register((any PlaceDetailSearching).self) { _ in suggester }
        container.register((any PlaceLookup).self) { _ in suggester }
    }
}
