/// One thing the run loop reacts to: a terminal event, or word that the screen changed on its own.
enum LoopInput: Hashable, Sendable {
    /// A key press or resize.
    case terminal(TerminalEvent)
    /// The screen's state changed without a key, e.g. a search answer arrived.
    case refresh
}

/// Merges terminal events and refresh requests into one stream that ends when terminal input ends.
struct LoopInputMerger: Sendable {
    /// The merged inputs, each source in its own order.
    let inputs: AsyncStream<LoopInput>
    private let forwarders: [Task<Void, Never>]

    /// Starts forwarding both sources.
    init(events: AsyncStream<TerminalEvent>, refreshes: AsyncStream<Void>) {
        let (inputs, continuation) = AsyncStream.makeStream(of: LoopInput.self)
        self.inputs = inputs
        forwarders = [
            Task {
                for await event in events { continuation.yield(.terminal(event)) }
                continuation.finish()
            },
            Task {
                for await _ in refreshes { continuation.yield(.refresh) }
            },
        ]
    }

    /// Stops forwarding.
    func cancel() {
        for forwarder in forwarders { forwarder.cancel() }
    }
}
