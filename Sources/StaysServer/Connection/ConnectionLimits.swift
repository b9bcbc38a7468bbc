import Foundation

/// How many connections the server holds and how long it waits for each: the limits that keep a flood of idle,
/// half-sent or slow connections from exhausting its file descriptors or its shutdown.
public struct ConnectionLimits: Sendable, Equatable {
    /// Connections served at once; one more is answered 503 with `Retry-After` and closed.
    public var maximumConnections: Int
    /// Connections open at once, refusals included, before the server stops accepting (the rest wait in the
    /// kernel's backlog): the file descriptors the server may spend on clients.
    public var maximumAccepted: Int { maximumConnections + Self.refusalHeadroom(for: maximumConnections) }
    /// How long a connection may go without a complete request head or a request part: closes idle keep-alive
    /// connections and half-sent heads.
    public var idleTimeout: Duration
    /// How long a request's body may take, from its head to its end, however slowly it trickles in.
    public var bodyTimeout: Duration
    /// How long SIGTERM waits for requests in flight before their connections are closed.
    public var shutdownDeadline: Duration

    /// Creates limits.
    public init(
        maximumConnections: Int = 4_096, idleTimeout: Duration = .seconds(15), bodyTimeout: Duration = .seconds(30),
        shutdownDeadline: Duration = .seconds(10)
    ) {
        self.maximumConnections = max(1, maximumConnections)
        self.idleTimeout = idleTimeout
        self.bodyTimeout = bodyTimeout
        self.shutdownDeadline = shutdownDeadline
    }

    // MARK: - Descriptors

    /// Descriptors kept back from clients for the catalogue, its pool, logs, event loops and the runtime.
    public static let reservedDescriptors = 128

    /// These limits with `maximumConnections` lowered so that every accepted connection fits under `descriptors`
    /// (the process's `RLIMIT_NOFILE`) with `reservedDescriptors` to spare.
    public func fitting(descriptors: Int) -> ConnectionLimits {
        let spare = max(2, descriptors - Self.reservedDescriptors)
        var fitted = self
        fitted.maximumConnections = min(maximumConnections, max(1, spare - Self.refusalHeadroom(for: spare)))
        return fitted
    }

    /// The process's soft limit on open file descriptors.
    public static func descriptorLimit() -> Int {
        var limit = rlimit()
        #if os(Linux)
            let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
            let resource = RLIMIT_NOFILE
        #endif
        guard getrlimit(resource, &limit) == 0 else { return 1_024 }
        return Int(clamping: limit.rlim_cur)
    }

    /// Connections accepted beyond the maximum only to be answered 503: an eighth of it, 8 to 64.
    private static func refusalHeadroom(for maximum: Int) -> Int {
        min(64, max(8, maximum / 8))
    }
}
