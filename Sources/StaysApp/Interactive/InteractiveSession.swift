import StaysDomain
import StaysFeatures
import StaysTerminal

/// Runs a search flow full-screen on a terminal, redrawing whenever the flow changes on its own.
@MainActor
struct InteractiveSession {
    /// How a session ended.
    enum Outcome: Hashable, Sendable {
        /// The user accepted the query; its summary line, and the reservation's line when one was made.
        case finished(String)
        /// The user left the first step, or input ended.
        case cancelled
        /// The user pressed Ctrl-C.
        case interrupted
    }

    let flow: SearchFlowCoordinator
    /// The words the screens and the closing line are written in.
    let words: any Localizing

    /// Starts the flow and shows it until it is over, then leaves full screen.
    func run(on terminal: any TerminalIO, renderer: any FrameRendering = ANSIRenderer()) async throws -> Outcome {
        let (refreshes, requests) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        flow.onChange = { _ in requests.yield() }
        defer { flow.onChange = nil }
        flow.start()
        let result = try await TerminalRunLoop(terminal: terminal, renderer: renderer)
            .run(SearchFlowScreen(flow: flow, words: words), refreshes: refreshes)
        if result.reason == .interrupted { return .interrupted }
        guard case .finished = flow.step else { return .cancelled }
        guard let reservation = flow.reservation else { return .finished(flow.viewState.summary) }
        let reserved = words.text(
            "app.cli.reserved",
            [
                "stay": .text(reservation.stayID.rawValue), "reservation": .text(reservation.id),
                "guest": .text(reservation.guestName), "total": .text(reservation.totalPrice.displayText),
            ])
        return .finished("\(flow.viewState.summary)\n\(reserved)")
    }
}
