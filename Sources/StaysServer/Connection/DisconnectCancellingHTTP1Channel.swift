import HummingbirdCore
import Logging
import NIOCore

/// Hummingbird's HTTP/1 connection with its timeouts (`RequestBodyDeadlineHandler`, the idle timeout) and its parse
/// errors answered as problems (`ParseErrorProblemHandler`), changed three ways: when the peer goes away (its side
/// of the connection ends or the connection drops) the connection's task is cancelled, so the handler working for
/// it stops at its next cancellation check instead of finishing work nobody will read (Hummingbird alone notices
/// only when it writes); a connection beyond the budget is answered 503 and closed (`ConnectionRefusal`); and when
/// the server cancels its connections (the shutdown deadline passed) each is closed at once.
struct DisconnectCancellingHTTP1Channel: ServerChildChannel {
    /// The HTTP/1 connection and the watch on its peer.
    struct Value: ServerChildChannelValue {
        /// Hummingbird's connection.
        let base: HTTP1Channel.Value
        /// Fires when the peer leaves.
        let departure: PeerDeparture
        /// Whether the connection fits the budget (else it is refused).
        let admitted: Bool

        /// The connection's channel.
        var channel: any Channel { base.channel }
    }

    /// Hummingbird's HTTP/1 connection.
    let base: HTTP1Channel
    /// The connections being served.
    let budget: ConnectionBudget

    /// The builder for `Application(server:)`: idle and body timeouts and the connection budget of `limits`.
    static func builder(limits: ConnectionLimits = ConnectionLimits()) -> HTTPServerBuilder {
        let budget = ConnectionBudget(maximum: limits.maximumConnections)
        let bodyTimeout = limits.bodyTimeout
        let configuration = HTTP1Channel.Configuration(
            additionalChannelHandlers: [RequestBodyDeadlineHandler(timeout: bodyTimeout), ParseErrorProblemHandler()],
            idleTimeout: TimeAmount(limits.idleTimeout))
        return HTTPServerBuilder { responder in
            DisconnectCancellingHTTP1Channel(
                base: HTTP1Channel(responder: responder, configuration: configuration), budget: budget)
        }
    }

    // MARK: - ServerChildChannel

    /// Takes a place in the budget (given back when the connection closes), puts the departure watch first in the
    /// pipeline (it sees the end of input before any decoding), then sets up Hummingbird's HTTP/1 handlers.
    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        let admitted = budget.admit()
        if admitted {
            let budget = budget
            channel.closeFuture.whenComplete { _ in budget.release() }
        }
        let departure = PeerDeparture()
        do {
            try channel.pipeline.syncOperations.addHandler(PeerDepartureHandler(departure: departure), position: .first)
        } catch {
            return channel.eventLoop.makeFailedFuture(error)
        }
        return base.setup(channel: channel, logger: logger).map {
            Value(base: $0, departure: departure, admitted: admitted)
        }
    }

    /// Serves the connection in a task of its own that the peer's departure (or the server's cancellation) cancels;
    /// the server's cancellation also closes the connection. A connection beyond the budget is refused.
    func handle(value: Value, logger: Logger) async {
        guard value.admitted else {
            logger.debug("connection refused: the connection limit is reached")
            return await ConnectionRefusal.refuse(value.base)
        }
        let base = base
        let connection = Task { await base.handle(value: value.base, logger: logger) }
        value.departure.cancelOnDeparture(connection)
        await withTaskCancellationHandler {
            await connection.value
        } onCancel: {
            connection.cancel()
            value.channel.close(promise: nil)
        }
    }
}
