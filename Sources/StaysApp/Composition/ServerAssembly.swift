import Foundation
import PlaceSearch
import StayCalendarSync
import StayPhotos
import StaysAccounts
import StaysDomain
import StaysMessages
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
        container.provide(StaysServer.self) { (resolver, stays: StayCatalogServices, feeds: CalendarFeedImports?) in
            let accounts = StoredGuestAccounts(store: stays.accountStore, hasher: BcryptPasswordHasher(cost: cost))
            let placeLookup = try resolver.required((any PlaceLookup).self)
            let hosting = HostListings(
                editor: stays.listingEditor, blocking: stays.nightBlocker, unavailability: stays.unavailability,
                places: placeLookup, currencies: try resolver.required(CountryCurrencies.self),
                bookings: stays.reservationList)
            let today = try resolver.required((any TodayProviding).self)
            let feed = ListingCalendarFeed(
                tokens: stays.exportTokens, secrets: SessionTokens(prefix: SessionTokens.calendarPrefix),
                editor: stays.listingEditor, unavailability: stays.unavailability, today: today)
            return try StaysServer(
                services: StaysServices(
                    suggester: CachingPlaceSuggester(
                        upstream: resolver.required((any PlaceSuggesting).self), capacity: Self.suggestionCacheSize),
                    nearbyFinder: resolver.required((any NearbyPlaceFinding).self),
                    detailSearcher: resolver.required((any PlaceDetailSearching).self),
                    placeLookup: placeLookup, staySearcher: stays.searcher,
                    stayLookup: stays.lookup, reserver: stays.guestReserver, accounts: accounts,
                    today: today, attempts: stays.attempts,
                    calendar: stays.calendar, rules: stays.rules,
                    timeZoneFinder: resolver.required((any TimeZonePlaceFinding).self),
                    destinations: resolver.optional((any PopularDestinationListing).self),
                    map: resolver.required((any MapFeatureLoading).self), hosting: hosting,
                    calendarFeed: feed, feedWriter: ICalendarWriter(), feedImports: feeds,
                    photos: ListingPhotos(
                        processor: PhotoPipeline(), store: stays.photoStore, listings: stays.listingPhotos,
                        editor: stays.listingEditor),
                    readiness: stays.readiness,
                    rates: resolver.required(CurrencyRates.self)),
                messages: resolver.required(MessageCatalogs.self))
        }
    }
}
