/// Runs one screen full-screen: draws it, feeds it keys, redraws on change, on resize and when told
/// the screen changed on its own, and always leaves full-screen mode when it stops.
public struct TerminalRunLoop: Sendable {
    /// The terminal to draw on and read from.
    private let terminal: any TerminalIO
    /// Turns frames into terminal output.
    private let renderer: any FrameRendering

    /// Creates a run loop.
    public init(terminal: any TerminalIO, renderer: any FrameRendering) {
        self.terminal = terminal
        self.renderer = renderer
    }

    // MARK: - Running

    /// Shows `screen` until it quits, the user presses Ctrl-C, or input ends; then restores the terminal.
    /// Each element of `refreshes` asks the screen to `refresh()`, e.g. after an answer arrived.
    public func run<Screen: TerminalScreen>(
        _ screen: Screen, refreshes: AsyncStream<Void> = AsyncStream { $0.finish() }
    ) async throws -> TerminalRunResult<Screen> {
        try await terminal.enterFullScreen()
        var screen = screen
        var size = await terminal.size()
        await draw(screen, size: size)
        let merger = LoopInputMerger(events: terminal.events, refreshes: refreshes)
        let reason = await loop(&screen, size: &size, inputs: merger.inputs)
        merger.cancel()
        await terminal.leaveFullScreen()
        return TerminalRunResult(screen: screen, reason: reason)
    }

    // MARK: - Helpers

    private func loop<Screen: TerminalScreen>(
        _ screen: inout Screen, size: inout TerminalSize, inputs: AsyncStream<LoopInput>
    ) async -> TerminalRunResult<Screen>.Reason {
        for await input in inputs {
            let action: ScreenAction
            switch input {
            case .terminal(.resize(let newSize)):
                size = newSize
                action = .redraw
            case .terminal(.key(.interrupt)):
                return .interrupted
            case .terminal(.key(let key)):
                action = await screen.handle(key)
            case .refresh:
                action = await screen.refresh()
            }
            switch action {
            case .redraw: await draw(screen, size: size)
            case .unchanged: break
            case .quit: return .quit
            }
        }
        return .inputEnded
    }

    private func draw(_ screen: some TerminalScreen, size: TerminalSize) async {
        await terminal.write(renderer.render(screen.frame(size: size), size: size))
    }
}
