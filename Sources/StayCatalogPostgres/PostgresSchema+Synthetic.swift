extension PostgresSchema {
    // MARK: - v8

    /// v8: whether each stay is synthetic; every stay before it was seeded.
    static let v8 = ["ALTER TABLE stays ADD COLUMN synthetic boolean NOT NULL DEFAULT true"]
}
