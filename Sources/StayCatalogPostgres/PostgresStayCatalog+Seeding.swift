import Logging
import NIOCore
import PostgresNIO
import StayCatalogCore
import StaysDomain

extension PostgresStayCatalog {
    // MARK: - Seeding

    /// How many listings one `COPY` chunk holds.
    static let seedBatchSize = 20_000

    /// Writes every listing through `COPY … FROM STDIN` in one transaction (each stay's `taken` nights written
    /// with it, the triggers skipped), numbered in Hilbert-curve order of their coordinates after the highest
    /// number so far (as the SQLite catalogue numbers them), reporting after each chunk. Each chunk's stays, blocked
    /// nights and bookings are sent before the next (three `COPY`s), so memory holds two chunks, never the whole
    /// catalogue; the next chunk's lines are drawn on another thread while one is sent. Then vacuums and
    /// analyses, so searches get index-only scans and fresh statistics. When `replacing`, every stay, booking and
    /// remembered booking answer is removed first, in the same transaction, so an interrupted seeding leaves the
    /// catalogue as it was.
    public func seed(
        stays source: any StaySeedSource, replacing: Bool, progress: @escaping @Sendable (Int, Int) -> Void
    ) async throws -> StaySeedOutcome {
        let total = source.count
        let order = SpatialOrder.of(source)
        let batches = stride(from: 0, to: total, by: Self.seedBatchSize).map {
            $0..<min(total, $0 + Self.seedBatchSize)
        }
        let logger = logger
        let replaced = try await refusingIDsAlreadyThere {
            try await inTransaction { connection in
                try await connection.query("SET LOCAL stays.seeding = 'on'", logger: logger)
                let replaced = replacing ? try await Self.removeEveryStay(on: connection, logger) : 0
                let first =
                    try await connection.query("SELECT COALESCE(MAX(number), 0) FROM stays", logger: logger)
                    .collect().first?.decode(Int.self) ?? 0
                func prepare(_ batch: Range<Int>) -> Task<[PostgresCopyRows], Never> {
                    Task {
                        order[batch].enumerated().map {
                            PostgresCopyRows(source.seededStay(at: $1), number: first + 1 + batch.lowerBound + $0)
                        }
                    }
                }
                var next = batches.first.map(prepare)
                for (position, batch) in batches.enumerated() {
                    guard let rows = await next?.value else { break }
                    next = position + 1 < batches.count ? prepare(batches[position + 1]) : nil
                    try await Self.copy(
                        rows.map(\.stay), into: "stays", columns: PostgresCopyRows.stayColumns, on: connection, logger)
                    try await Self.copy(
                        rows.flatMap(\.blocked), into: "blocked_nights", columns: ["stay_id", "nights"], on: connection,
                        logger)
                    try await Self.copy(
                        rows.flatMap(\.bookings), into: "reservations", columns: PostgresCopyRows.reservationColumns,
                        on: connection, logger)
                    progress(batch.upperBound, total)
                }
                return replaced
            }
        }
        try await execute("VACUUM (ANALYZE) stays")
        try await execute("ANALYZE blocked_nights")
        try await execute("ANALYZE reservations")
        return StaySeedOutcome(written: total, replaced: replaced)
    }

    /// Runs `body`, turning a unique violation (23505: a listing id already in the catalogue) into
    /// `StayCatalogError.alreadySeeded`; the transaction was rolled back, so nothing of the batch is kept.
    private func refusingIDsAlreadyThere<Value>(_ body: () async throws -> Value) async throws -> Value {
        do {
            return try await body()
        } catch let error as PSQLError where error.serverInfo?[.sqlState] == "23505" {
            throw StayCatalogError.alreadySeeded(path: url.description, stays: (try? await stayCount()) ?? 0)
        }
    }

    /// Deletes every stay, booking and remembered booking answer; returns how many stays there were.
    private static func removeEveryStay(on connection: PostgresConnection, _ logger: Logger) async throws -> Int {
        let count =
            try await connection.query("SELECT COUNT(*)::bigint FROM stays", logger: logger)
            .collect().first?.decode(Int.self) ?? 0
        try await connection.query(
            "TRUNCATE idempotency_keys, reservations, blocked_nights, listing_feeds, listing_photos, listings, stays",
            logger: logger)
        return count
    }

    /// Sends prepared lines to `COPY table (columns) FROM STDIN` in chunks.
    static func copy(
        _ lines: [String], into table: String, columns: [String], on connection: PostgresConnection, _ logger: Logger
    ) async throws {
        guard !lines.isEmpty else { return }
        try await connection.copyFrom(table: table, columns: columns, logger: logger) { writer in
            for start in stride(from: 0, to: lines.count, by: seedBatchSize) {
                var buffer = ByteBuffer()
                for line in lines[start..<min(lines.count, start + seedBatchSize)] { buffer.writeString(line) }
                try await writer.write(buffer)
            }
        }
    }
}
