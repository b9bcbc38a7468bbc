import ServiceLifecycle

/// A long-lived part the server runs beside it in its service group (a database's connection pool), as a closure,
/// so the composition need not name `Service`; it is expected to return on cancellation or graceful shutdown.
struct BackgroundService: Service {
    private let body: @Sendable () async -> Void

    /// Runs `body` as the service.
    init(_ body: @escaping @Sendable () async -> Void) {
        self.body = body
    }

    /// Runs the part until it returns.
    func run() async {
        await body()
    }
}
