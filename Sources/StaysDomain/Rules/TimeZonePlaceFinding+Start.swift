import Foundation

extension TimeZonePlaceFinding {
    // MARK: - Starting point

    /// Where recommendations start for a person in the IANA time zone `identifier` (e.g. "Asia/Seoul"): its most
    /// populous place, or nil when the zone is blank, over-long or names no place ("UTC"), where every front end
    /// starts from `StayRules.fallbackStart`; finder errors propagate.
    public func startingPoint(inTimeZone identifier: String) async throws -> StartingPoint? {
        let zone = identifier.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !zone.isEmpty, zone.utf8.count <= 64, let place = try await mostPopulousPlace(inTimeZone: zone) else {
            return nil
        }
        return StartingPoint(name: place.name, coordinate: place.coordinate)
    }
}
