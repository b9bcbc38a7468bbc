import GRDB
import StayCatalogCore
import StaysDomain

extension SQLiteStayCatalog: ListingPhotoStoring {
    // MARK: - A listing's photos

    /// Adds the photo after the listing's last, in one durable transaction.
    public func addPhoto(_ photo: PhotoID, to id: StayID, host: AccountID) async throws {
        let hostNumber = try Self.hostNumber(of: host, else: id)
        try await durably { db in
            let number = try Self.ownedNumber(of: id, host: hostNumber, in: db)
            let positions = try Int.fetchAll(
                db, sql: "SELECT position FROM listing_photos WHERE stay_id = ?", arguments: [number])
            let present =
                try Bool.fetchOne(
                    db, sql: "SELECT EXISTS (SELECT 1 FROM listing_photos WHERE stay_id = ? AND photo_id = ?)",
                    arguments: [number, photo.rawValue]) ?? false
            guard !present else { return }
            guard positions.count < ListingPhotos.maximumPhotos else {
                throw ListingDraftError(field: "photos", requirement: "at most \(ListingPhotos.maximumPhotos) photos")
            }
            try db.execute(
                sql: "INSERT INTO listing_photos (stay_id, photo_id, position) VALUES (?, ?, ?)",
                arguments: [number, photo.rawValue, (positions.max() ?? 0) + 1])
        }
    }

    /// Deletes the listing's photo row.
    public func removePhoto(_ photo: PhotoID, of id: StayID, host: AccountID) async throws {
        let hostNumber = try Self.hostNumber(of: host, else: id)
        try await durably { db in
            let number = try Self.ownedNumber(of: id, host: hostNumber, in: db)
            try db.execute(
                sql: "DELETE FROM listing_photos WHERE stay_id = ? AND photo_id = ?",
                arguments: [number, photo.rawValue])
            guard db.changesCount == 1 else { throw StayQueryError.unknownStay(id) }
        }
    }

    /// The stays' photos, read in one query.
    public func photos(of ids: [StayID]) async throws -> [StayID: [PhotoID]] {
        guard !ids.isEmpty else { return [:] }
        let marks = Array(repeating: "?", count: ids.count).joined(separator: ", ")
        let rows: [(String, String)] = try await reading { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT s.id, p.photo_id FROM listing_photos AS p JOIN stays AS s ON s.number = p.stay_id
                    WHERE s.id IN (\(marks)) ORDER BY p.stay_id, p.position
                    """, arguments: StatementArguments(ids.map(\.rawValue))
            ).map { (try $0.decode(atIndex: 0), try $0.decode(atIndex: 1)) }
        }
        return rows.reduce(into: [:]) { found, row in
            if let photo = PhotoID(row.1) { found[StayID(row.0), default: []].append(photo) }
        }
    }
}
