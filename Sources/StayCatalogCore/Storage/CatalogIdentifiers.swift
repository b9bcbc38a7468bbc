import StaysDomain

/// The public identifiers of rows, the same in every catalogue: `res-12` for reservation 12, `acct-3` for account 3.
package enum CatalogIdentifiers {
    // MARK: - Accounts

    /// `acct-12` for account number 12.
    package static func accountID(_ number: Int64) -> AccountID {
        AccountID("acct-\(number)")
    }

    /// The number inside `acct-12`, or nil for any other text.
    package static func accountNumber(_ id: AccountID) -> Int64? {
        guard id.rawValue.hasPrefix("acct-"), let number = Int64(id.rawValue.dropFirst(5)), number > 0 else {
            return nil
        }
        return number
    }

    // MARK: - Reservations

    /// The number inside `res-12`, or nil for any other text.
    package static func reservationNumber(_ id: String) -> Int64? {
        guard id.hasPrefix("res-"), let number = Int64(id.dropFirst(4)), number > 0 else { return nil }
        return number
    }
}
