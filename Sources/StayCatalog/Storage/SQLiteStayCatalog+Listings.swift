import Foundation
import GRDB
import StayCatalogCore
import StaysDomain

extension SQLiteStayCatalog: ListingEditing {
    // MARK: - Writing listings

    /// Writes the stay, its search rows and its listing row in one durable transaction, numbered after the highest
    /// number in use and named `stay:host-<number>`.
    public func createListing(_ draft: ListingDraft, host: AccountID, hostName: String) async throws -> HostListing {
        let hostNumber = try Self.hostNumber(of: host)
        let at = now().timeIntervalSince1970
        return try await durably { db in
            let number = (try Int.fetchOne(db, sql: "SELECT MAX(number) FROM stays") ?? 0) + 1
            let stay = draft.stay(id: StayID("stay:host-\(number)"), hostName: hostName)
            try Self.write(
                [SeedRows(SeededStay(stay: stay, blockedNights: [], reservations: []), number: number)], in: db)
            try db.execute(
                sql: "UPDATE stays SET maximum_nights = ? WHERE number = ?", arguments: [draft.maximumNights, number])
            try db.execute(
                sql: """
                    INSERT INTO listings (stay_id, host_account, description, house_rules, created_at, updated_at)
                    VALUES (?, ?, ?, ?, ?, ?)
                    """,
                arguments: [number, hostNumber, draft.description, draft.houseRules, at, at])
            return try Self.listing(numbered: number, in: db)
        }
    }

    /// Rewrites the stay's columns and, when it is listed, its search rows, keeping its reviews and nights.
    public func updateListing(_ id: StayID, host: AccountID, with draft: ListingDraft) async throws -> HostListing {
        let hostNumber = try Self.hostNumber(of: host, else: id)
        let at = now().timeIntervalSince1970
        return try await durably { db in
            let number = try Self.ownedNumber(of: id, host: hostNumber, in: db)
            let old = try Self.listing(numbered: number, in: db)
            let stay = draft.stay(
                id: id, hostName: old.stay.hostName, rating: old.stay.rating, reviewCount: old.stay.reviewCount)
            if old.isListed { try Self.removeSearchRows(of: old.stay, numbered: number, in: db) }
            try Self.updateColumns(of: stay, maximumNights: draft.maximumNights, numbered: number, in: db)
            if old.isListed { try Self.writeSearchRows(of: stay, numbered: number, in: db) }
            try db.execute(
                sql: "UPDATE listings SET description = ?, house_rules = ?, updated_at = ? WHERE stay_id = ?",
                arguments: [draft.description, draft.houseRules, at, number])
            return try Self.listing(numbered: number, in: db)
        }
    }

    /// Sets `listed` and adds or removes the stay's search rows in one durable transaction.
    public func setListed(_ id: StayID, host: AccountID, listed: Bool) async throws -> HostListing {
        let hostNumber = try Self.hostNumber(of: host, else: id)
        return try await durably { db in
            let number = try Self.ownedNumber(of: id, host: hostNumber, in: db)
            let old = try Self.listing(numbered: number, in: db)
            guard old.isListed != listed else { return old }
            if listed {
                try Self.writeSearchRows(of: old.stay, numbered: number, in: db)
            } else {
                try Self.removeSearchRows(of: old.stay, numbered: number, in: db)
            }
            try db.execute(sql: "UPDATE stays SET listed = ? WHERE number = ?", arguments: [listed, number])
            return try Self.listing(numbered: number, in: db)
        }
    }

    // MARK: - Reading listings

    /// The host's listing, or `StayQueryError.unknownStay`.
    public func listing(_ id: StayID, host: AccountID) async throws -> HostListing {
        let hostNumber = try Self.hostNumber(of: host, else: id)
        return try await reading { db in
            try Self.listing(numbered: try Self.ownedNumber(of: id, host: hostNumber, in: db), in: db)
        }
    }

    /// The host's listings, newest first.
    public func listings(host: AccountID) async throws -> [HostListing] {
        guard let hostNumber = CatalogIdentifiers.accountNumber(host) else { return [] }
        return try await reading { db in
            try Int.fetchAll(
                db, sql: "SELECT stay_id FROM listings WHERE host_account = ? ORDER BY created_at DESC, stay_id DESC",
                arguments: [hostNumber]
            ).map { try Self.listing(numbered: $0, in: db) }
        }
    }
}
