import StayCatalogCore

extension PostgresSchema {
    // MARK: - v5

    /// v5: each stay's cancellation policy (existing stays get the seed's, `SeedPolicies`, by the number in their id);
    /// a cancelled reservation is kept with its status, refund and time. Only confirmed reservations take nights:
    /// the exclusion constraint and the `taken` trigger leave cancelled ones out, and a status change refreshes
    /// `taken`.
    static let v5 = [
        """
        ALTER TABLE stays ADD COLUMN cancellation_policy text NOT NULL DEFAULT 'flexible'
            CHECK (cancellation_policy IN ('flexible', 'moderate', 'strict'))
        """,
        """
        UPDATE stays SET cancellation_policy = \(
            SeedPolicies.sql(number: "CASE WHEN id ~ '^stay:[0-9]{1,9}$' THEN substr(id, 6)::int8 ELSE number END"))
        """,
        """
        ALTER TABLE reservations
            ADD COLUMN status text NOT NULL DEFAULT 'confirmed' CHECK (status IN ('confirmed', 'cancelled')),
            ADD COLUMN refund_cents bigint,
            ADD COLUMN cancelled_at double precision
        """,
        """
        DO $$
        DECLARE name text;
        BEGIN
            SELECT conname INTO name FROM pg_constraint
            WHERE conrelid = 'reservations'::regclass AND contype = 'x';
            EXECUTE format('ALTER TABLE reservations DROP CONSTRAINT %I', name);
        END $$
        """,
        """
        ALTER TABLE reservations ADD CONSTRAINT reservations_confirmed_nights_excl
            EXCLUDE USING gist (stay_id WITH =, nights WITH &&) WHERE (status = 'confirmed')
        """,
        """
        CREATE OR REPLACE FUNCTION stays_refresh_taken() RETURNS trigger LANGUAGE plpgsql AS $$
        DECLARE
            stay integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.stay_id ELSE NEW.stay_id END;
        BEGIN
            IF current_setting('stays.seeding', true) = 'on' THEN RETURN NULL; END IF;
            PERFORM 1 FROM stays WHERE number = stay FOR UPDATE;
            UPDATE stays SET taken = COALESCE((
                SELECT range_agg(nights) FROM (
                    SELECT nights FROM reservations WHERE stay_id = stay AND status = 'confirmed'
                    UNION ALL SELECT nights FROM blocked_nights WHERE stay_id = stay) AS nights
                ), '{}')
            WHERE number = stay;
            RETURN NULL;
        END $$
        """,
        "DROP TRIGGER reservations_refresh_taken ON reservations",
        """
        CREATE TRIGGER reservations_refresh_taken AFTER INSERT OR DELETE OR UPDATE OF nights, stay_id, status
        ON reservations FOR EACH ROW EXECUTE FUNCTION stays_refresh_taken()
        """,
    ]
}
