import PostgresNIO
import StaysDomain

extension PostgresStayCatalog: ListingPhotoStoring {
    // MARK: - A listing's photos

    /// Adds the photo after the listing's last, holding the listing's row lock.
    public func addPhoto(_ photo: PhotoID, to id: StayID, host: AccountID) async throws {
        let logger = logger
        try await inTransaction { connection in
            let number = try await Self.ownedNumber(of: id, host: host, on: connection, logger: logger)
            let rows = try await connection.query(
                """
                SELECT count(*)::int8, coalesce(max(position), 0)::int8, bool_or(photo_id = \(photo.rawValue))
                FROM listing_photos WHERE stay_id = \(number)::int4
                """, logger: logger
            ).decode((Int, Int, Bool?).self)
            var (count, last, present) = (0, 0, false)
            for try await (found, highest, same) in rows { (count, last, present) = (found, highest, same ?? false) }
            guard !present else { return }
            guard count < ListingPhotos.maximumPhotos else {
                throw ListingDraftError(field: "photos", requirement: "at most \(ListingPhotos.maximumPhotos) photos")
            }
            try await connection.query(
                """
                INSERT INTO listing_photos (stay_id, photo_id, position)
                VALUES (\(number)::int4, \(photo.rawValue), \(last + 1)::int4)
                """, logger: logger)
        }
    }

    /// Deletes the listing's photo row.
    public func removePhoto(_ photo: PhotoID, of id: StayID, host: AccountID) async throws {
        let logger = logger
        try await inTransaction { connection in
            let number = try await Self.ownedNumber(of: id, host: host, on: connection, logger: logger)
            let deleted = try await connection.query(
                """
                DELETE FROM listing_photos WHERE stay_id = \(number)::int4 AND photo_id = \(photo.rawValue)
                RETURNING photo_id
                """, logger: logger)
            var found = false
            for try await _ in deleted.decode(String.self) { found = true }
            guard found else { throw StayQueryError.unknownStay(id) }
        }
    }

    /// The stays' photos, read in one query.
    public func photos(of ids: [StayID]) async throws -> [StayID: [PhotoID]] {
        guard !ids.isEmpty else { return [:] }
        let logger = logger
        let texts = ids.map(\.rawValue)
        return try await withConnection { connection in
            let rows = try await connection.query(
                """
                SELECT s.id, p.photo_id FROM listing_photos AS p JOIN stays AS s ON s.number = p.stay_id
                WHERE s.id = ANY(\(texts)::text[]) ORDER BY p.stay_id, p.position
                """, logger: logger
            ).decode((String, String).self)
            var found: [StayID: [PhotoID]] = [:]
            for try await (stay, photo) in rows {
                if let photo = PhotoID(photo) { found[StayID(stay), default: []].append(photo) }
            }
            return found
        }
    }
}

/// The card and page images of every photo in the catalogue's `photos` table, so every instance serves them.
public struct PostgresPhotoStore: PhotoStoring {
    private let catalog: PostgresStayCatalog
    private let identify: @Sendable (ProcessedPhoto) -> PhotoID

    /// A store in `catalog`, naming each photo by `identify` (a hash of its bytes).
    public init(catalog: PostgresStayCatalog, identify: @escaping @Sendable (ProcessedPhoto) -> PhotoID) {
        self.catalog = catalog
        self.identify = identify
    }

    /// Stores both images (again: nothing changes).
    public func store(_ photo: ProcessedPhoto) async throws -> PhotoID {
        let id = identify(photo)
        for size in PhotoSize.allCases {
            let bytes = ByteBuffer(bytes: photo.image(size).bytes)
            try await catalog.execute(
                """
                INSERT INTO photos (id, size, bytes) VALUES (\(id.rawValue), \(size.rawValue), \(bytes))
                ON CONFLICT (id, size) DO NOTHING
                """)
        }
        return id
    }

    /// One image's bytes, or nil.
    public func load(_ id: PhotoID, size: PhotoSize) async throws -> [UInt8]? {
        try await catalog.photoBytes(id: id.rawValue, size: size.rawValue)
    }

    /// Deletes both images.
    public func delete(_ id: PhotoID) async throws {
        try await catalog.execute("DELETE FROM photos WHERE id = \(id.rawValue)")
    }
}

extension PostgresStayCatalog {
    /// The bytes of one image of the `photos` table, or nil.
    func photoBytes(id: String, size: String) async throws -> [UInt8]? {
        let logger = logger
        return try await withConnection { connection in
            let rows = try await connection.query(
                "SELECT bytes FROM photos WHERE id = \(id) AND size = \(size)", logger: logger
            ).decode(ByteBuffer.self)
            for try await buffer in rows { return Array(buffer.readableBytesView) }
            return nil
        }
    }
}
