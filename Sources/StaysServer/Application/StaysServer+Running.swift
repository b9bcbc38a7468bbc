import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import ServiceLifecycle

extension StaysServer {
    /// HTTP/1 whose handlers are cancelled when their client goes away; use it for every `Application` of this
    /// router.
    public static var httpServer: HTTPServerBuilder { DisconnectCancellingHTTP1Channel.builder() }

    /// Serves at `address` until SIGINT or SIGTERM (or `group.triggerGracefulShutdown()`): new connections stop,
    /// requests in flight finish, then the call returns. `onRunning` gets the bound port (useful with port 0).
    public func serviceGroup(
        address: Address, logger: Logger, onRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) -> ServiceGroup {
        let logger = Self.printableLogger(logger)
        let application = Application(
            router: router(), server: Self.httpServer,
            configuration: .init(address: .hostname(address.host, port: address.port), serverName: "stays"),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? address.port) },
            logger: logger)
        return ServiceGroup(
            configuration: .init(
                services: [.init(service: application)], gracefulShutdownSignals: [.sigterm, .sigint], logger: logger))
    }

    /// `logger` with its handler wrapped in `PrintableLogHandler`: what the server logs from requests and the
    /// database (paths, queries, titles, names) reaches the log without control or escape characters.
    public static func printableLogger(_ logger: Logger) -> Logger {
        var printable = logger
        printable.handler = PrintableLogHandler(wrapping: logger.handler)
        return printable
    }
}
