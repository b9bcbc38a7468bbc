import StaysDomain
import StaysServer
import StaysTestSupport

extension StaysServices {
    /// Services of stubs that answer nothing, for tests that only read the router.
    static func stubbed() -> StaysServices {
        StaysServices(
            suggester: PlaceSuggesterStub(result: []), nearbyFinder: NearbyPlaceFinderStub(result: []),
            detailSearcher: PlaceDetailSearcherStub(results: [:]), placeLookup: PlaceLookupStub(places: []),
            staySearcher: StaySearcherSpy(), stayLookup: StayLookupStub(stays: []),
            reserver: FailingGuestReserver(error: TestDoubleError.forcedFailure), accounts: GuestAccountsStub(),
            today: FixedTodayProvider(day: .fixture("2030-01-01")))
    }

    /// The same services with any of the suggester, the time-zone finder, the destination list and the map replaced.
    func replacing(
        suggester: (any PlaceSuggesting)? = nil, timeZoneFinder: (any TimeZonePlaceFinding)? = nil,
        destinations: (any PopularDestinationListing)? = nil, map: (any MapFeatureLoading)? = nil
    ) -> StaysServices {
        StaysServices(
            suggester: suggester ?? self.suggester, nearbyFinder: nearbyFinder, detailSearcher: detailSearcher,
            placeLookup: placeLookup, staySearcher: staySearcher, stayLookup: stayLookup, reserver: reserver,
            accounts: accounts, today: today, attempts: attempts, calendar: calendar, rules: rules,
            timeZoneFinder: timeZoneFinder ?? self.timeZoneFinder, destinations: destinations ?? self.destinations,
            map: map ?? self.map, readiness: readiness, now: now)
    }
}
