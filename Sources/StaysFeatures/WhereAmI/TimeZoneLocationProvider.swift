import Foundation
import StaysDomain

/// Guesses the user's location as the most populous city of their time zone, e.g. "Asia/Seoul" → Seoul.
public struct TimeZoneLocationProvider: LocationProviding {
    // MARK: - Dependencies

    private let timeZoneIdentifier: String
    private let finder: any TimeZonePlaceFinding
    private let fallback: UserLocation

    // MARK: - Creating

    /// Creates a provider for an IANA time zone identifier, answering `fallback` (by default the shared rules' start,
    /// as the web app gets it) when the zone names no place.
    public init(
        timeZoneIdentifier: String, finder: any TimeZonePlaceFinding,
        fallback: UserLocation = UserLocation(coordinate: StayRules.fallbackStart.coordinate,
            name: StayRules.fallbackStart.name)
    ) {
        self.timeZoneIdentifier = timeZoneIdentifier
        self.finder = finder
        self.fallback = fallback
    }

    // MARK: - LocationProviding

    /// The zone's most populous place, or the fallback when the zone is blank or unknown; finder errors propagate.
    public func currentLocation() async throws -> UserLocation {
        guard let start = try await finder.startingPoint(inTimeZone: timeZoneIdentifier) else { return fallback }
        return UserLocation(coordinate: start.coordinate, name: start.name)
    }
}
