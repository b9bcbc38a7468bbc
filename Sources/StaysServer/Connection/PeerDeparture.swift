import NIOCore
import Synchronization

/// Remembers whether a connection's peer has left and cancels the connection's task when it does (at once, if it
/// left before the task was made).
final class PeerDeparture: Sendable {
    private enum State {
        case present(Task<Void, Never>?)
        case departed
    }

    private let state = Mutex(State.present(nil))

    /// Cancels `task` when the peer leaves.
    func cancelOnDeparture(_ task: Task<Void, Never>) {
        let departed = state.withLock { state in
            guard case .present = state else { return true }
            state = .present(task)
            return false
        }
        if departed { task.cancel() }
    }

    /// The peer left: cancel the watched task, if any.
    func depart() {
        let task = state.withLock { state -> Task<Void, Never>? in
            guard case .present(let task) = state else { return nil }
            state = .departed
            return task
        }
        task?.cancel()
    }
}

/// The first handler of a connection's pipeline: tells `PeerDeparture` when the input ends (the peer closed or
/// half-closed its side) or the connection drops, and passes everything on unchanged.
final class PeerDepartureHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    private let departure: PeerDeparture

    /// Creates a handler reporting to `departure`.
    init(departure: PeerDeparture) {
        self.departure = departure
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if case .some(ChannelEvent.inputClosed) = event as? ChannelEvent { departure.depart() }
        context.fireUserInboundEventTriggered(event)
    }

    func channelInactive(context: ChannelHandlerContext) {
        departure.depart()
        context.fireChannelInactive()
    }
}
