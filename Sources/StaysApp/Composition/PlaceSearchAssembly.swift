import PlaceData
import StaysDomain
import Swinject

/// Registers the place index, loaded on first use, behind the domain's place protocols.
struct PlaceSearchAssembly: Assembly {
    let places: LazyPlaceSuggester

    func assemble(container: Container) {
        let places = places
        container.provide(LazyPlaceSuggester.self) { _ in places }
        container.provide((any PlaceSuggesting).self) { _ in places }
        container.provide((any NearbyPlaceFinding).self) { _ in places }
        container.provide((any PlaceDetailSearching).self) { _ in places }
        container.provide((any PlaceLookup).self) { _ in places }
        container.provide((any TimeZonePlaceFinding).self) { _ in places }
        container.provide((any PopularDestinationListing).self) { _ in
            CuratedDestinationList(file: PlaceDataLocation.destinations, lookup: places)
        }
    }
}
