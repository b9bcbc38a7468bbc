import PostgresNIO
import StaysDomain

extension PostgresStayCatalog: StayRulesLoading {
    // MARK: - Rules

    /// The shared rules, with the guest limit of the catalogue's largest stay.
    public func stayRules() async throws -> StayRules {
        StayRules(largestOccupancy: try await first("SELECT max(maximum_guests) FROM stays")?.decode(Int?.self))
    }
}
