import Foundation
import StaysDomain

/// Guesses the user's location as the most populous city of their time zone, e.g. "Asia/Seoul" → Seoul.
public struct TimeZoneLocationProvider: LocationProviding {
    // MARK: - Dependencies

    private let timeZoneIdentifier: String
    private let finder: any TimeZonePlaceFinding
    private let fallback: UserLocation

    // MARK: - Creating

    /// Creates a provider for an IANA time zone identifier, answering `fallback` when the zone names no place.
    public init(timeZoneIdentifier: String, finder: any TimeZonePlaceFinding, fallback: UserLocation) {
        self.timeZoneIdentifier = timeZoneIdentifier.trimmingCharacters(in: .whitespacesAndNewlines)
        self.finder = finder
        self.fallback = fallback
    }

    // MARK: - LocationProviding

    /// The zone's most populous place, or the fallback when the zone is blank or unknown; finder errors propagate.
    public func currentLocation() async throws -> UserLocation {
        guard !timeZoneIdentifier.isEmpty else { return fallback }
        guard let place = try await finder.mostPopulousPlace(inTimeZone: timeZoneIdentifier) else {
            return fallback
        }
        return UserLocation(coordinate: place.coordinate, name: place.name)
    }
}
