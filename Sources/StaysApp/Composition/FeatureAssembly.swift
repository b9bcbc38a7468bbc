import Foundation
import PlaceSearch
import StaysDomain
import StaysFeatures
import Swinject

/// Registers what the interactive search needs: where the user is, the cached suggester, the clock,
/// today's date, the summary line and the flow factory (without stays, or booking on a catalogue given when
/// resolving), written in the run's words on its locale's calendar (`MessagesAssembly`).
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
        container.provide((any LocationProviding).self) { resolver in
            if let near = settings.near { return FixedLocationProvider(location: UserLocation(coordinate: near)) }
            return try TimeZoneLocationProvider(
                timeZoneIdentifier: settings.timeZoneIdentifier,
                finder: resolver.required((any TimeZonePlaceFinding).self))
        }
        container.provide(CachingPlaceSuggester.self) { resolver in
            try CachingPlaceSuggester(upstream: resolver.required((any PlaceSuggesting).self))
        }.inObjectScope(.container)
        container.provide((any Clock<Duration>).self) { _ in ContinuousClock() }
        container.provide((any TodayProviding).self) { _ in
            SystemClockTodayProvider(timeZone: TimeZone(identifier: settings.timeZoneIdentifier) ?? .gmt)
        }
        container.provide(SearchStepFactory.self) { resolver in
            try SearchStepFactory(
                locationProvider: resolver.required((any LocationProviding).self),
                nearbyFinder: resolver.required((any NearbyPlaceFinding).self),
                suggester: resolver.required(CachingPlaceSuggester.self),
                detailSearcher: resolver.required((any PlaceDetailSearching).self),
                clock: resolver.required((any Clock<Duration>).self), debounceInterval: settings.debounceInterval,
                todayProvider: resolver.required((any TodayProviding).self),
                dateConfiguration: DateSearchConfiguration(calendar: resolver.required(Calendar.self)),
                words: resolver.required((any Localizing).self))
        }
        container.provide(StayQuerySummary.self) { resolver in
            try StayQuerySummary(
                calendar: resolver.required(Calendar.self), words: resolver.required((any Localizing).self))
        }
        container.provide(SearchFlowFactory.self) { resolver in
            try SearchFlowFactory(
                steps: resolver.required(SearchStepFactory.self),
                summaryWriter: resolver.required(StayQuerySummary.self))
        }
        container.provide(SearchFlowFactory.self) { (resolver, stays: StayCatalogServices, rules: StayRules) in
            let bookingSteps = try StayStepFactory(
                searcher: stays.searcher, reserver: stays.reserver,
                today: resolver.required((any TodayProviding).self), guestName: settings.guestName,
                words: resolver.required((any Localizing).self),
                dateConfiguration: DateSearchConfiguration(calendar: resolver.required(Calendar.self)))
            return try SearchFlowFactory(
                steps: resolver.required(SearchStepFactory.self).following(rules),
                summaryWriter: resolver.required(StayQuerySummary.self), stays: bookingSteps)
        }
    }
}
