import ServiceLifecycle

/// A long-lived part the server runs beside it in its service group (a database's connection pool), as a closure,
/// so the composition need not name `Service`; it is expected to return on cancellation or graceful shutdown.
struct BackgroundService: Service {
    private let body: @Sendable () async -> Void
    private let cancelledOnShutdown: Bool

    /// Runs `body` as the service; when `cancelledOnShutdown` (a schedule that sleeps between rounds) its task is
    /// cancelled as soon as the group shuts down gracefully.
    init(_ body: @escaping @Sendable () async -> Void, cancelledOnShutdown: Bool = false) {
        self.body = body
        self.cancelledOnShutdown = cancelledOnShutdown
    }

    /// Runs the part until it returns.
    func run() async {
        if cancelledOnShutdown {
            await cancelWhenGracefulShutdown { await body() }
        } else {
            await body()
        }
    }
}
