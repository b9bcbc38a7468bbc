import PostgresNIO
import StaysDomain

extension PostgresStayCatalog {
    // MARK: - Counting

    /// How many stays the catalogue holds.
    public func stayCount() async throws -> Int {
        try await first("SELECT count(*) FROM stays")?.decode(Int.self) ?? 0
    }
}
