import Foundation
import PlaceSearch
import StaysDomain
import StaysFeatures
import Swinject

/// Registers what the interactive search needs: where the user is, the cached suggester, the clock,
/// today's date and the flow factory (without stays, or booking on a catalogue given when resolving).
struct FeatureAssembly: Assembly {
    /// The choices a run of the executable makes about the features.
    struct Settings: Sendable {
        /// The point given with `--near`, if any.
        var near: Coordinate?
        /// The system's IANA time zone, e.g. "Asia/Seoul".
        var timeZoneIdentifier: String
        /// How long typing must pause before suggestions are looked up.
        var debounceInterval: Duration = .milliseconds(80)
        /// The name interactive bookings are made in.
        var guestName = SystemUserName.fallback
    }

    let settings: Settings

    func assemble(container: Container) {
        let settings = settings
        container.register((any LocationProviding).self) { resolver in
            if let near = settings.near { return FixedLocationProvider(location: UserLocation(coordinate: near)) }
            return TimeZoneLocationProvider(
                timeZoneIdentifier: settings.timeZoneIdentifier,
                finder: resolver.resolve((any TimeZonePlaceFinding).self)!)
        }
        container.register(CachingPlaceSuggester.self) { resolver in
            CachingPlaceSuggester(upstream: resolver.resolve((any PlaceSuggesting).self)!)
        }.inObjectScope(.container)
        container.register((any Clock<Duration>).self) { _ in ContinuousClock() }
        container.register((any TodayProviding).self) { _ in
            SystemClockTodayProvider(timeZone: TimeZone(identifier: settings.timeZoneIdentifier) ?? .gmt)
        }
        container.register(SearchStepFactory.self) { resolver in
            SearchStepFactory(
                locationProvider: resolver.resolve((any LocationProviding).self)!,
                nearbyFinder: resolver.resolve((any NearbyPlaceFinding).self)!,
                suggester: resolver.resolve(CachingPlaceSuggester.self)!,
                detailSearcher: resolver.resolve((any PlaceDetailSearching).self)!,
                clock: resolver.resolve((any Clock<Duration>).self)!, debounceInterval: settings.debounceInterval,
                todayProvider: resolver.resolve((any TodayProviding).self)!,
                dateConfiguration: DateSearchConfiguration(calendar: .current))
        }
        container.register(SearchFlowFactory.self) { resolver in
            SearchFlowFactory(
                steps: resolver.resolve(SearchStepFactory.self)!, summaryWriter: StayQuerySummary(calendar: .current))
        }
        container.register(SearchFlowFactory.self) { (resolver, stays: StayCatalogServices, rules: StayRules) in
            let bookingSteps = StayStepFactory(
                searcher: stays.searcher, reserver: stays.reserver,
                today: resolver.resolve((any TodayProviding).self)!, guestName: settings.guestName)
            return SearchFlowFactory(
                steps: resolver.resolve(SearchStepFactory.self)!.following(rules),
                summaryWriter: StayQuerySummary(calendar: .current), stays: bookingSteps)
        }
    }
}
