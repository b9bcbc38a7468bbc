/// The PostgreSQL catalogue's schema, one list of statements per migration.
enum PostgresSchema {
    /// v1: stays with integer cents and a grid cell (`SpatialGrid`, as in SQLite) whose covering index carries
    /// what searching filters and ranks on, including `taken`: the union of the stay's blocked and booked nights,
    /// rewritten by triggers in the transaction that changes them, so availability is tested in the index; host-blocked nights and reservations keep their nights as a
    /// `daterange` under `EXCLUDE USING gist (stay_id WITH =, nights WITH &&)`, so PostgreSQL itself refuses
    /// an overlapping booking (SQLSTATE 23P01) whatever the application does; guest accounts, their sessions
    /// (token hashes only) and idempotency keys.
    static let v1 = [
        "CREATE EXTENSION IF NOT EXISTS btree_gist",
        """
        CREATE TABLE stays (
            number integer PRIMARY KEY,
            id text NOT NULL UNIQUE,
            title text NOT NULL,
            property_kind text NOT NULL,
            room_type text NOT NULL,
            maximum_guests integer NOT NULL,
            bedrooms integer NOT NULL,
            beds integer NOT NULL,
            bathrooms double precision NOT NULL,
            nightly_cents bigint NOT NULL CHECK (nightly_cents >= 0),
            cleaning_cents bigint NOT NULL CHECK (cleaning_cents >= 0),
            currency text NOT NULL,
            minimum_nights integer NOT NULL,
            rating double precision,
            review_count integer NOT NULL,
            amenities text NOT NULL,
            allows_pets boolean NOT NULL,
            latitude double precision NOT NULL,
            longitude double precision NOT NULL,
            place_id text NOT NULL,
            host_name text NOT NULL,
            cell integer NOT NULL,
            taken datemultirange NOT NULL DEFAULT '{}'
        )
        """,
        """
        CREATE INDEX stays_by_cell ON stays (cell, number) INCLUDE (latitude, longitude, nightly_cents,
            cleaning_cents, rating, review_count, maximum_guests, minimum_nights, allows_pets, taken)
        """,
        """
        CREATE TABLE blocked_nights (
            stay_id integer NOT NULL REFERENCES stays(number),
            nights daterange NOT NULL CHECK (NOT isempty(nights)),
            EXCLUDE USING gist (stay_id WITH =, nights WITH &&)
        )
        """,
        """
        CREATE TABLE accounts (
            id bigserial PRIMARY KEY,
            email text NOT NULL UNIQUE,
            name text NOT NULL,
            password_hash text NOT NULL,
            created_at double precision NOT NULL
        )
        """,
        """
        CREATE TABLE sessions (
            token_hash text PRIMARY KEY,
            account_id bigint NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
            expires_at double precision NOT NULL
        )
        """,
        "CREATE INDEX sessions_by_account ON sessions (account_id)",
        """
        CREATE TABLE reservations (
            id bigserial PRIMARY KEY,
            stay_id integer NOT NULL REFERENCES stays(number),
            nights daterange NOT NULL CHECK (NOT isempty(nights)),
            guest_name text NOT NULL,
            total_cents bigint NOT NULL,
            currency text NOT NULL,
            created_at double precision NOT NULL,
            adults integer NOT NULL DEFAULT 1,
            children integer NOT NULL DEFAULT 0,
            infants integer NOT NULL DEFAULT 0,
            pets integer NOT NULL DEFAULT 0,
            nightly_cents bigint,
            cleaning_cents bigint,
            account_id bigint REFERENCES accounts(id),
            EXCLUDE USING gist (stay_id WITH =, nights WITH &&)
        )
        """,
        "CREATE INDEX reservations_by_account ON reservations (account_id, created_at)",
        """
        CREATE FUNCTION stays_refresh_taken() RETURNS trigger LANGUAGE plpgsql AS $$
        DECLARE
            stay integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.stay_id ELSE NEW.stay_id END;
        BEGIN
            IF current_setting('stays.seeding', true) = 'on' THEN RETURN NULL; END IF;
            PERFORM 1 FROM stays WHERE number = stay FOR UPDATE;
            UPDATE stays SET taken = COALESCE((
                SELECT range_agg(nights) FROM (
                    SELECT nights FROM reservations WHERE stay_id = stay
                    UNION ALL SELECT nights FROM blocked_nights WHERE stay_id = stay) AS nights
                ), '{}')
            WHERE number = stay;
            RETURN NULL;
        END $$
        """,
        """
        CREATE TRIGGER reservations_refresh_taken AFTER INSERT OR DELETE OR UPDATE OF nights, stay_id
        ON reservations FOR EACH ROW EXECUTE FUNCTION stays_refresh_taken()
        """,
        """
        CREATE TRIGGER blocked_nights_refresh_taken AFTER INSERT OR DELETE OR UPDATE OF nights, stay_id
        ON blocked_nights FOR EACH ROW EXECUTE FUNCTION stays_refresh_taken()
        """,
        "CREATE INDEX reservations_by_time ON reservations (created_at)",
        """
        CREATE TABLE idempotency_keys (
            account_id bigint NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
            key text NOT NULL,
            fingerprint text NOT NULL,
            answer bytea NOT NULL,
            created_at double precision NOT NULL,
            PRIMARY KEY (account_id, key)
        )
        """,
    ]

    /// v2: a guest's reservations are listed a page at a time by keyset, `(created_at, id) < cursor` newest first, so
    /// their index carries the number after the booking time and the page is read from the index in order; v1's
    /// index on (account_id, created_at) is a prefix of it and goes, so a booking still updates one such index.
    static let v2 = [
        "CREATE INDEX reservations_by_account_and_time ON reservations (account_id, created_at, id)",
        "DROP INDEX reservations_by_account",
    ]

    /// v3: sign-in and sign-up attempts per key (`AttemptRecording`), shared by every instance, forgotten once
    /// `expires_at` passes.
    static let v3 = [
        """
        CREATE TABLE attempts (
            key text PRIMARY KEY,
            count integer NOT NULL,
            window_start double precision NOT NULL,
            blocked_until double precision NOT NULL,
            expires_at double precision NOT NULL
        )
        """,
        "CREATE INDEX attempts_by_expiry ON attempts (expires_at)",
    ]

    /// v4: expired sessions and old idempotency keys are purged by time, through these indexes.
    static let v4 = [
        "CREATE INDEX sessions_by_expiry ON sessions (expires_at)",
        "CREATE INDEX idempotency_keys_by_time ON idempotency_keys (created_at)",
    ]
}
