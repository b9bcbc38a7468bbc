import HummingbirdCore
import Logging
import NIOCore

/// Hummingbird's HTTP/1 connection, with one change: when the peer goes away (its side of the connection ends or
/// the connection drops) the connection's task is cancelled, so the handler working for it stops at its next
/// cancellation check instead of finishing work nobody will read. Hummingbird alone notices only when it writes.
struct DisconnectCancellingHTTP1Channel: ServerChildChannel {
    /// The HTTP/1 connection and the watch on its peer.
    struct Value: ServerChildChannelValue {
        /// Hummingbird's connection.
        let base: HTTP1Channel.Value
        /// Fires when the peer leaves.
        let departure: PeerDeparture

        /// The connection's channel.
        var channel: any Channel { base.channel }
    }

    /// Hummingbird's HTTP/1 connection.
    let base: HTTP1Channel

    /// The builder for `Application(server:)`.
    static func builder(configuration: HTTP1Channel.Configuration = .init()) -> HTTPServerBuilder {
        HTTPServerBuilder { responder in
            DisconnectCancellingHTTP1Channel(base: HTTP1Channel(responder: responder, configuration: configuration))
        }
    }

    // MARK: - ServerChildChannel

    /// Puts the departure watch first in the pipeline (it sees the end of input before any decoding), then sets up
    /// Hummingbird's HTTP/1 handlers.
    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        let departure = PeerDeparture()
        do {
            try channel.pipeline.syncOperations.addHandler(PeerDepartureHandler(departure: departure), position: .first)
        } catch {
            return channel.eventLoop.makeFailedFuture(error)
        }
        return base.setup(channel: channel, logger: logger).map { Value(base: $0, departure: departure) }
    }

    /// Serves the connection in a task of its own that the peer's departure (or the server's cancellation) cancels.
    func handle(value: Value, logger: Logger) async {
        let base = base
        let connection = Task { await base.handle(value: value.base, logger: logger) }
        value.departure.cancelOnDeparture(connection)
        await withTaskCancellationHandler {
            await connection.value
        } onCancel: {
            connection.cancel()
        }
    }
}
