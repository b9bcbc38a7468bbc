import Foundation
import PlaceSearch
import StaysAccounts
import StaysDomain
import StaysServer
import Swinject

/// Registers the HTTP server over the place protocols and a stay catalogue given when resolving.
struct ServerAssembly: Assembly {
    /// The bcrypt work factor for new passwords.
    let passwordCost: UInt8
    /// Suggestion answers the server keeps (a few KB each, `CachingPlaceSuggester`): the place index never
    /// changes while it runs.
    static let suggestionCacheSize = 20_000

    func assemble(container: Container) {
        let cost = passwordCost
        container.register(StaysServer.self) { (resolver, stays: StayCatalogServices) in
            let accounts = StoredGuestAccounts(store: stays.accountStore, hasher: BcryptPasswordHasher(cost: cost))
            return StaysServer(
                services: StaysServices(
                    suggester: CachingPlaceSuggester(
                        upstream: resolver.resolve((any PlaceSuggesting).self)!, capacity: Self.suggestionCacheSize),
                    nearbyFinder: resolver.resolve((any NearbyPlaceFinding).self)!,
                    detailSearcher: resolver.resolve((any PlaceDetailSearching).self)!,
                    placeLookup: resolver.resolve((any PlaceLookup).self)!, staySearcher: stays.searcher,
                    stayLookup: stays.lookup, reserver: stays.guestReserver, accounts: accounts,
                    today: resolver.resolve((any TodayProviding).self)!, attempts: stays.attempts,
                    calendar: stays.calendar, rules: stays.rules, timeZoneFinder: resolver.resolve((any TimeZonePlaceFinding).self)!,
                    destinations: resolver.resolve((any PopularDestinationListing).self),
                    readiness: stays.readiness))
        }
    }
}
