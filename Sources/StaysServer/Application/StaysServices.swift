import Foundation
import StaysDomain

/// Everything the server asks for, as domain protocols: it never sees the place index or a database.
public struct StaysServices: Sendable {
    /// Suggestions as you type.
    public let suggester: any PlaceSuggesting
    /// Popular places around a point.
    public let nearbyFinder: any NearbyPlaceFinding
    /// The places behind a group, region, country or text.
    public let detailSearcher: any PlaceDetailSearching
    /// Places by id.
    public let placeLookup: any PlaceLookup
    /// Stay search and price histograms.
    public let staySearcher: any StaySearching
    /// Stays by id.
    public let stayLookup: any StayLookup
    /// Bookings on behalf of signed-in guests.
    public let reserver: any GuestReserving
    /// Sign-up, sign-in and sessions.
    public let accounts: any GuestAccounting
    /// Today's date, for checking dates.
    public let today: any TodayProviding
    /// Where sign-in and sign-up attempts are counted (the catalogue, so every instance on it shares the counts).
    public let attempts: any AttemptRecording
    /// Each stay's taken nights; nil answers every stay's calendar as unknown.
    public let calendar: (any StayCalendarLoading)?
    /// The rules the front ends share, with the catalogue's guest limit.
    public let rules: any StayRulesLoading
    /// The place that stands for a time zone, where recommendations start; nil starts everyone at the fallback.
    public let timeZoneFinder: (any TimeZonePlaceFinding)?
    /// The places a first page offers; nil offers none.
    public let destinations: (any PopularDestinationListing)?
    /// The map's coasts, lakes, rivers and borders; nil answers `/api/v1/map` with 404.
    public let map: (any MapFeatureLoading)?
    /// A host's listings and their nights; nil answers every host route with 404.
    public let hosting: HostListings?
    /// The listings' secret calendar feeds and what writes them; nil answers the feeds with 404.
    public let calendarFeed: ListingCalendarFeed?
    /// Writes a feed (iCalendar).
    public let feedWriter: (any CalendarFeedWriting)?
    /// Other platforms' calendars blocking listings' nights; nil answers their routes with 404.
    public let feedImports: CalendarFeedImports?
    /// Listing photos; nil answers their routes with 404.
    public let photos: ListingPhotos?
    /// What `/readyz` checks, or nil when the services use no database.
    public let readiness: (any CatalogReadinessChecking)?
    /// The rate table display currencies are converted at (`GET /api/v1/currencies` tells it).
    public let rates: CurrencyRates
    /// The wall clock sign-in throttling counts by.
    public let now: @Sendable () -> Date

    /// Collects the services; without `attempts` sign-ins are counted in this process only, without `rules` the
    /// guest limit is the most a search accepts, and without `rates` the only display currency is the euro.
    public init(
        suggester: any PlaceSuggesting, nearbyFinder: any NearbyPlaceFinding, detailSearcher: any PlaceDetailSearching,
        placeLookup: any PlaceLookup, staySearcher: any StaySearching, stayLookup: any StayLookup,
        reserver: any GuestReserving, accounts: any GuestAccounting, today: any TodayProviding,
        attempts: any AttemptRecording = InMemoryAttemptRecorder(),
        calendar: (any StayCalendarLoading)? = nil, rules: any StayRulesLoading = FixedStayRules(),
        timeZoneFinder: (any TimeZonePlaceFinding)? = nil, destinations: (any PopularDestinationListing)? = nil,
        map: (any MapFeatureLoading)? = nil, hosting: HostListings? = nil,
        calendarFeed: ListingCalendarFeed? = nil, feedWriter: (any CalendarFeedWriting)? = nil,
        feedImports: CalendarFeedImports? = nil, photos: ListingPhotos? = nil,
        readiness: (any CatalogReadinessChecking)? = nil,
        rates: CurrencyRates = .none, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.suggester = suggester
        self.nearbyFinder = nearbyFinder
        self.detailSearcher = detailSearcher
        self.placeLookup = placeLookup
        self.staySearcher = staySearcher
        self.stayLookup = stayLookup
        self.reserver = reserver
        self.accounts = accounts
        self.today = today
        self.attempts = attempts
        self.calendar = calendar
        self.rules = rules
        self.timeZoneFinder = timeZoneFinder
        self.destinations = destinations
        self.map = map
        self.hosting = hosting
        self.calendarFeed = calendarFeed
        self.feedWriter = feedWriter
        self.feedImports = feedImports
        self.photos = photos
        self.readiness = readiness
        self.rates = rates
        self.now = now
    }
}
