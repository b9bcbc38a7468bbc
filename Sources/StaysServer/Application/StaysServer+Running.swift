import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import ServiceLifecycle

extension StaysServer {
    /// HTTP/1 whose handlers are cancelled when their client goes away, with the default `ConnectionLimits`; use it
    /// (or `httpServer(limits:)`) for every `Application` of this router.
    public static var httpServer: HTTPServerBuilder { httpServer(limits: ConnectionLimits()) }

    /// HTTP/1 whose handlers are cancelled when their client goes away, holding to `limits`' connection budget and
    /// timeouts.
    public static func httpServer(limits: ConnectionLimits) -> HTTPServerBuilder {
        DisconnectCancellingHTTP1Channel.builder(limits: limits)
    }

    /// Serves at `address` until SIGINT or SIGTERM (or `group.triggerGracefulShutdown()`): new connections stop,
    /// requests in flight finish (for up to `limits.shutdownDeadline`, then their connections are closed), then the
    /// `background` services stop (the reverse of their start), then the call returns. Each of `background` (e.g. a
    /// database's connection pool) runs as a service started before the server; `beforeServerStarts` (e.g.
    /// migrating) runs before it accepts a connection, and its error ends the group. `onRunning` gets the bound port
    /// (useful with port 0). Each of `schedules` (work repeated on a timer) runs beside them and is cancelled as soon as
    /// the group shuts down.
    public func serviceGroup(
        address: Address, logger: Logger, limits: ConnectionLimits = ConnectionLimits(),
        background: [@Sendable () async -> Void] = [], schedules: [@Sendable () async -> Void] = [],
        beforeServerStarts: @escaping @Sendable () async throws -> Void = {},
        onRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) -> ServiceGroup {
        let logger = Self.printableLogger(logger)
        var application = Application(
            router: router(), server: Self.httpServer(limits: limits),
            configuration: .init(
                address: .hostname(address.host, port: address.port), serverName: "stays", backlog: 256,
                availableConnectionsDelegate: MaximumAvailableConnections(limits.maximumAccepted, logger: logger)),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? address.port) },
            logger: logger)
        application.beforeServerStarts(perform: beforeServerStarts)
        let services =
            background.map { ServiceGroupConfiguration.ServiceConfiguration(service: BackgroundService($0)) }
            + schedules.map {
                ServiceGroupConfiguration.ServiceConfiguration(
                    service: BackgroundService($0, cancelledOnShutdown: true))
            }
        var configuration = ServiceGroupConfiguration(
            services: services + [.init(service: application)], gracefulShutdownSignals: [.sigterm, .sigint],
            logger: logger)
        configuration.maximumGracefulShutdownDuration = limits.shutdownDeadline
        configuration.maximumCancellationDuration = .seconds(5)
        return ServiceGroup(configuration: configuration)
    }

    /// `logger` with its handler wrapped in `PrintableLogHandler`: what the server logs from requests and the
    /// database (paths, queries, titles, names) reaches the log without control or escape characters.
    public static func printableLogger(_ logger: Logger) -> Logger {
        var printable = logger
        printable.handler = PrintableLogHandler(wrapping: logger.handler)
        return printable
    }
}
