import GRDB
import StayCatalogCore

extension SQLiteStayCatalog {
    // MARK: - Migrations

    /// The versioned schema. v1: stays with integer cents and an R*Tree over their coordinates that also carries
    /// (as auxiliary columns) what searching filters and ranks on, so a search never touches the wide rows; host-blocked
    /// nights as one row per night; bookings as one range row each plus one row per booked night, whose
    /// primary key (stay, night) makes a double booking impossible even for a buggy writer.
    /// v2: `stay_cells`, a copy of the R*Tree's search columns clustered by grid cell (so a search reads a few
    /// contiguous key ranges) that also carries each stay's taken nights as a bitmap (`taken_from`, `taken`),
    /// rewritten in the transaction that changes the night rows. The R*Tree stays, for the plain SQL yardstick.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.execute(sql: schemaV1)
        }
        migrator.registerMigration("v2") { db in
            try db.execute(sql: schemaV2)
            try fillStayCells(in: db)
            try refreshTakenNightsOfEveryStay(in: db)
        }
        migrator.registerMigration("v3") { db in
            try db.execute(sql: schemaV3)
        }
        migrator.registerMigration("v4") { db in
            try db.execute(sql: schemaV4)
        }
        migrator.registerMigration("v5") { db in
            try db.execute(sql: schemaV5)
        }
        migrator.registerMigration("v6") { db in
            try db.execute(sql: schemaV6)
        }
        migrator.registerMigration("v7") { db in
            try db.execute(sql: schemaV7)
        }
        migrator.registerMigration("v8") { db in
            try migrateToV8(db)
        }
        migrator.registerMigration("v9") { db in
            try db.execute(sql: schemaV9)
        }
        migrator.registerMigration("v10") { db in
            try db.execute(sql: schemaV10)
        }
        return migrator
    }

    /// v9: whether each stay is synthetic; every stay before it was seeded.
    private static let schemaV9 = """
        ALTER TABLE stays ADD COLUMN synthetic INTEGER NOT NULL DEFAULT 1 CHECK (synthetic IN (0, 1));
        """

    /// v6: each stay's cancellation policy (existing stays get the seed's, `SeedPolicies`, by the number in their
    /// id); a cancelled reservation is kept with its status, refund and time, its nights freed.
    private static let schemaV6 = """
        ALTER TABLE stays ADD COLUMN cancellation_policy TEXT NOT NULL DEFAULT 'flexible'
            CHECK (cancellation_policy IN ('flexible', 'moderate', 'strict'));
        UPDATE stays SET cancellation_policy = \(SeedPolicies.sql(number: "CAST(substr(id, 6) AS INTEGER)"));
        ALTER TABLE reservations ADD COLUMN status TEXT NOT NULL DEFAULT 'confirmed'
            CHECK (status IN ('confirmed', 'cancelled'));
        ALTER TABLE reservations ADD COLUMN refund_cents INTEGER;
        ALTER TABLE reservations ADD COLUMN cancelled_at REAL;
        """

    /// v5: expired sessions and old idempotency keys are purged by time, through these indexes.
    private static let schemaV5 = """
        CREATE INDEX sessions_by_expiry ON sessions(expires_at);
        CREATE INDEX idempotency_keys_by_time ON idempotency_keys(created_at);
        """

    /// v4: sign-in and sign-up attempts per key (`AttemptRecording`), forgotten once `expires_at` passes.
    private static let schemaV4 = """
        CREATE TABLE attempts (
            key TEXT PRIMARY KEY,
            count INTEGER NOT NULL,
            window_start REAL NOT NULL,
            blocked_until REAL NOT NULL,
            expires_at REAL NOT NULL
        ) WITHOUT ROWID;
        CREATE INDEX attempts_by_expiry ON attempts(expires_at);
        """

    /// v3: guest accounts, their sessions (token hashes only) and idempotency keys; each reservation keeps its
    /// guests, its prices when booked and, when booked through an account, the account.
    private static let schemaV3 = """
        CREATE TABLE accounts (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            email TEXT NOT NULL UNIQUE,
            name TEXT NOT NULL,
            password_hash TEXT NOT NULL,
            created_at REAL NOT NULL
        );
        CREATE TABLE sessions (
            token_hash TEXT PRIMARY KEY,
            account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
            expires_at REAL NOT NULL
        ) WITHOUT ROWID;
        CREATE INDEX sessions_by_account ON sessions(account_id);
        ALTER TABLE reservations ADD COLUMN adults INTEGER NOT NULL DEFAULT 1;
        ALTER TABLE reservations ADD COLUMN children INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE reservations ADD COLUMN infants INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE reservations ADD COLUMN pets INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE reservations ADD COLUMN nightly_cents INTEGER;
        ALTER TABLE reservations ADD COLUMN cleaning_cents INTEGER;
        ALTER TABLE reservations ADD COLUMN account_id INTEGER REFERENCES accounts(id);
        CREATE INDEX reservations_by_account ON reservations(account_id, created_at);
        CREATE TABLE idempotency_keys (
            account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
            key TEXT NOT NULL,
            fingerprint TEXT NOT NULL,
            answer BLOB NOT NULL,
            created_at REAL NOT NULL,
            PRIMARY KEY (account_id, key)
        ) WITHOUT ROWID;
        """

    private static let schemaV2 = """
        CREATE TABLE stay_cells (
            cell INTEGER NOT NULL,
            number INTEGER NOT NULL,
            latitude REAL NOT NULL,
            longitude REAL NOT NULL,
            nightly_cents INTEGER NOT NULL,
            cleaning_cents INTEGER NOT NULL,
            rating REAL,
            review_count INTEGER NOT NULL,
            maximum_guests INTEGER NOT NULL,
            minimum_nights INTEGER NOT NULL,
            allows_pets INTEGER NOT NULL,
            taken_from INTEGER,
            taken BLOB,
            PRIMARY KEY (cell, number)
        ) WITHOUT ROWID;
        """

    private static let schemaV1 = """
        CREATE TABLE stays (
            number INTEGER PRIMARY KEY,
            id TEXT NOT NULL UNIQUE,
            title TEXT NOT NULL,
            property_kind TEXT NOT NULL,
            room_type TEXT NOT NULL,
            maximum_guests INTEGER NOT NULL,
            bedrooms INTEGER NOT NULL,
            beds INTEGER NOT NULL,
            bathrooms REAL NOT NULL,
            nightly_cents INTEGER NOT NULL CHECK (nightly_cents >= 0),
            cleaning_cents INTEGER NOT NULL CHECK (cleaning_cents >= 0),
            currency TEXT NOT NULL,
            minimum_nights INTEGER NOT NULL,
            rating REAL,
            review_count INTEGER NOT NULL,
            amenities TEXT NOT NULL,
            allows_pets INTEGER NOT NULL,
            latitude REAL NOT NULL,
            longitude REAL NOT NULL,
            place_id TEXT NOT NULL,
            host_name TEXT NOT NULL
        );
        CREATE VIRTUAL TABLE stay_locations USING rtree(
            number, south, north, west, east,
            +latitude, +longitude, +nightly_cents, +cleaning_cents, +rating, +review_count,
            +maximum_guests, +minimum_nights, +allows_pets
        );
        CREATE TABLE blocked_nights (
            stay_id INTEGER NOT NULL,
            night INTEGER NOT NULL,
            PRIMARY KEY (stay_id, night)
        ) WITHOUT ROWID;
        CREATE TABLE reservations (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            stay_id INTEGER NOT NULL REFERENCES stays(number),
            check_in INTEGER NOT NULL,
            check_out INTEGER NOT NULL CHECK (check_out > check_in),
            guest_name TEXT NOT NULL,
            total_cents INTEGER NOT NULL,
            currency TEXT NOT NULL,
            created_at REAL NOT NULL
        );
        CREATE INDEX reservations_by_stay ON reservations(stay_id, check_in);
        CREATE TABLE reserved_nights (
            stay_id INTEGER NOT NULL,
            night INTEGER NOT NULL,
            reservation_id INTEGER NOT NULL REFERENCES reservations(id) ON DELETE CASCADE,
            PRIMARY KEY (stay_id, night)
        ) WITHOUT ROWID;
        CREATE INDEX reserved_nights_by_reservation ON reserved_nights(reservation_id);
        """
}
