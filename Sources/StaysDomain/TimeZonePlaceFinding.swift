/// Finds the place that best stands for a time zone, to guess where a user is without asking them.
public protocol TimeZonePlaceFinding: Sendable {
    /// The most populous city in the IANA time zone (e.g. "Asia/Seoul"), or nil when none is known.
    func mostPopulousPlace(inTimeZone identifier: String) async throws -> Place?
}
