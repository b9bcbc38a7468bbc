import StaysDomain

extension StayCursor {
    // MARK: - Paging a query

    /// Where the query's page starts: nil for a first page, else its decoded cursor; a cursor that is malformed
    /// or from another search throws `StayQueryError.malformedCursor`.
    package static func position(of query: StayQuery, fingerprint: UInt64) throws -> StayCursor? {
        guard let cursor = query.cursor else { return nil }
        guard let decoded = StayCursor(encoded: cursor, fingerprint: fingerprint) else {
            throw StayQueryError.malformedCursor
        }
        return decoded
    }
}
