import GRDB

extension SQLiteStayCatalog {
    // MARK: - v10

    /// v10: stays hosts list. `listed` (an unlisted stay has no search rows, and lookups and bookings do not find
    /// it) and the most nights a booking may have beside every stay; a host's listing's account, its texts only
    /// the listing page shows and the hash of its calendar feed's secret token in `listings`; the other platforms'
    /// calendars it imports, with how their last reading went (JSON), in `listing_feeds`; its photos in order in
    /// `listing_photos` (the images themselves are files beside the catalogue).
    static let schemaV10 = """
        ALTER TABLE stays ADD COLUMN listed INTEGER NOT NULL DEFAULT 1 CHECK (listed IN (0, 1));
        ALTER TABLE stays ADD COLUMN maximum_nights INTEGER CHECK (maximum_nights > 0);
        CREATE TABLE listings (
            stay_id INTEGER PRIMARY KEY REFERENCES stays(number),
            host_account INTEGER NOT NULL REFERENCES accounts(id),
            description TEXT NOT NULL,
            house_rules TEXT NOT NULL,
            export_token_hash TEXT UNIQUE,
            created_at REAL NOT NULL,
            updated_at REAL NOT NULL
        );
        CREATE INDEX listings_by_host ON listings (host_account, created_at);
        CREATE TABLE listing_feeds (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            stay_id INTEGER NOT NULL REFERENCES listings(stay_id),
            address TEXT NOT NULL,
            created_at REAL NOT NULL,
            refreshed_at REAL,
            outcome TEXT,
            blocked_spans TEXT NOT NULL DEFAULT '[]',
            UNIQUE (stay_id, address)
        );
        CREATE INDEX listing_feeds_by_refresh ON listing_feeds (refreshed_at);
        CREATE TABLE listing_photos (
            stay_id INTEGER NOT NULL REFERENCES listings(stay_id),
            photo_id TEXT NOT NULL,
            position INTEGER NOT NULL,
            PRIMARY KEY (stay_id, photo_id)
        ) WITHOUT ROWID;
        """
}
