import NIOCore
import NIOHTTPTypes

/// Closes a connection whose request body has not ended `timeout` after its head, however slowly it trickles in:
/// the idle timeout alone is reset by every body part, so a body sent a byte at a time would hold the connection
/// (and the server's shutdown) for ever.
final class RequestBodyDeadlineHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart

    private let timeout: TimeAmount
    private var deadline: Scheduled<Void>?

    /// Creates a handler allowing each body `timeout`.
    init(timeout: Duration) {
        self.timeout = TimeAmount(timeout)
    }

    // MARK: - ChannelInboundHandler

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head: startDeadline(context: context)
        case .end: cancelDeadline()
        case .body: break
        }
        context.fireChannelRead(data)
    }

    func channelInactive(context: ChannelHandlerContext) {
        cancelDeadline()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        cancelDeadline()
    }

    // MARK: - Deadline

    private func startDeadline(context: ChannelHandlerContext) {
        cancelDeadline()
        let channel = context.channel
        deadline = context.eventLoop.assumeIsolated().scheduleTask(in: timeout) {
            channel.close(promise: nil)
        }
    }

    private func cancelDeadline() {
        deadline?.cancel()
        deadline = nil
    }
}
