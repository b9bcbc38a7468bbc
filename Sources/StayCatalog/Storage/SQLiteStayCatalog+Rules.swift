import GRDB
import StaysDomain

extension SQLiteStayCatalog: StayRulesLoading {
    // MARK: - Rules

    /// The shared rules, with the guest limit of the catalogue's largest stay.
    public func stayRules() async throws -> StayRules {
        try await reading { db in
            StayRules(largestOccupancy: try Int.fetchOne(db, sql: "SELECT MAX(maximum_guests) FROM stays"))
        }
    }
}
