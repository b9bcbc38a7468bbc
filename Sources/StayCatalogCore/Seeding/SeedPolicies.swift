import StaysDomain

/// The cancellation policy each synthetic stay gets, from the number in its id alone, so drawing it takes nothing
/// from the listing's random stream and every other seeded value stays as it was: 4 in 10 flexible, 4 in 10
/// moderate, 2 in 10 strict. Migrations that add policies to an existing catalogue apply the same rule in SQL.
package enum SeedPolicies {
    // MARK: - Rule

    /// The policy of the stay numbered `number` (`stay:0000042` is 42).
    package static func policy(forStayNumber number: Int) -> CancellationPolicy {
        switch number % 10 {
        case 0..<4: .flexible
        case 4..<8: .moderate
        default: .strict
        }
    }

    /// `policy(forStayNumber:)` as an SQL expression (SQLite and PostgreSQL) over the integer expression `number`.
    package static func sql(number: String) -> String {
        """
        CASE WHEN (\(number)) % 10 < 4 THEN 'flexible' WHEN (\(number)) % 10 < 8 THEN 'moderate' ELSE 'strict' END
        """
    }
}
