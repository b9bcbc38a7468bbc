import PlaceData
import StaysDomain
import Swinject

/// Registers the place index, loaded on first use, behind the domain's place protocols.
struct PlaceSearchAssembly: Assembly {
    let places: LazyPlaceSuggester

    func assemble(container: Container) {
        let places = places
        container.register(LazyPlaceSuggester.self) { _ in places }
        container.register((any PlaceSuggesting).self) { _ in places }
        container.register((any NearbyPlaceFinding).self) { _ in places }
        container.register((any PlaceDetailSearching).self) { _ in places }
        container.register((any PlaceLookup).self) { _ in places }
        container.register((any TimeZonePlaceFinding).self) { _ in places }
        container.register((any PopularDestinationListing).self) { _ in
            CuratedDestinationList(file: PlaceDataLocation.destinations, lookup: places)
        }
    }
}
