extension PostgresSchema {
    // MARK: - v9

    /// v9: stays hosts list. `listed` (an unlisted stay's `cell` is `SpatialGrid.unlistedCell`, which no search
    /// covers, and lookups and bookings do not find it) and the most nights a booking may have beside every stay; a
    /// host's listing's account, its texts only the listing page shows and the hash of its calendar feed's secret
    /// token in `listings`; the other platforms' calendars it imports, with how their last reading went (JSON), in
    /// `listing_feeds`; its photos in order in `listing_photos`, and every photo's card and page images in `photos`
    /// (so every instance serves them).
    static let v9 = [
        "ALTER TABLE stays ADD COLUMN listed boolean NOT NULL DEFAULT true",
        "ALTER TABLE stays ADD COLUMN maximum_nights integer CHECK (maximum_nights > 0)",
        """
        CREATE TABLE listings (
            stay_id integer PRIMARY KEY REFERENCES stays(number),
            host_account bigint NOT NULL REFERENCES accounts(id),
            description text NOT NULL,
            house_rules text NOT NULL,
            export_token_hash text UNIQUE,
            created_at double precision NOT NULL,
            updated_at double precision NOT NULL
        )
        """,
        "CREATE INDEX listings_by_host ON listings (host_account, created_at)",
        """
        CREATE TABLE listing_feeds (
            id bigserial PRIMARY KEY,
            stay_id integer NOT NULL REFERENCES listings(stay_id),
            address text NOT NULL,
            created_at double precision NOT NULL,
            refreshed_at double precision,
            outcome text,
            blocked_spans text NOT NULL DEFAULT '[]',
            UNIQUE (stay_id, address)
        )
        """,
        "CREATE INDEX listing_feeds_by_refresh ON listing_feeds (refreshed_at)",
        """
        CREATE TABLE listing_photos (
            stay_id integer NOT NULL REFERENCES listings(stay_id),
            photo_id text NOT NULL,
            position integer NOT NULL,
            PRIMARY KEY (stay_id, photo_id)
        )
        """,
        """
        CREATE TABLE photos (
            id text NOT NULL,
            size text NOT NULL CHECK (size IN ('card', 'page')),
            bytes bytea NOT NULL,
            PRIMARY KEY (id, size)
        )
        """,
    ]
}
