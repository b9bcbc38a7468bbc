/// Says whether the catalogue can answer now (for a readiness probe) and whether its stored pages are sound (before
/// serving from it).
public protocol CatalogReadinessChecking: Sendable {
    /// Returns when the catalogue answers a trivial read; throws why it cannot (e.g. a `TemporaryCatalogFailure`).
    func checkReadiness() async throws
    /// Returns when a bounded check of the stored data finds nothing damaged; throws `StayCatalogError.damaged`
    /// naming what it found otherwise.
    func checkSoundness() async throws
}

/// A catalogue failure expected to pass (the database is unreachable or busy, its disk is full): the server answers
/// 503 with `Retry-After` instead of 500.
public protocol TemporaryCatalogFailure: Error {
    /// Seconds worth waiting before trying again, or nil when this error is not a passing one.
    var retryAfterSeconds: Int? { get }
    /// What a client is told, naming no host, file or secret.
    var clientDetail: String { get }
}

extension StayCatalogError: TemporaryCatalogFailure {
    /// A few seconds for a lock, a minute for a full disk; nil for every other case.
    public var retryAfterSeconds: Int? {
        switch self {
        case .locked: 1
        case .diskFull: 60
        default: nil
        }
    }

    /// Words about waiting (a lock) or writing (a full disk).
    public var clientDetail: String {
        switch self {
        case .diskFull: "the catalogue cannot be written now (its disk is full); reading still works; try again later"
        default: "the catalogue is busy; try again"
        }
    }
}
