import StaysDomain

/// A `CatalogReadinessChecking` that answers ready, or throws the error it was made with.
public struct CatalogReadinessStub: CatalogReadinessChecking {
    private let failure: (any Error & Sendable)?

    /// Creates a stub that is ready when `failure` is nil.
    public init(failure: (any Error & Sendable)? = nil) {
        self.failure = failure
    }

    /// Returns, or throws the failure.
    public func checkReadiness() async throws {
        if let failure { throw failure }
    }

    /// Returns, or throws the failure.
    public func checkSoundness() async throws {
        if let failure { throw failure }
    }
}

/// A passing failure like a database that cannot be reached, for checking how the server answers one.
public struct UnreachableCatalogFailure: TemporaryCatalogFailure, Equatable {
    /// Creates the failure.
    public init() {}

    /// Five seconds.
    public var retryAfterSeconds: Int? { 5 }

    /// Words like PostgreSQL's.
    public var clientDetail: String { "the catalogue's database cannot be reached now; try again shortly" }
}
