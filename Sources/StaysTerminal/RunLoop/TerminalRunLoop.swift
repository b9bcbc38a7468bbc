/// Runs one screen full-screen: draws it, feeds it keys, redraws on change and on resize, and
/// always leaves full-screen mode when it stops.
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
    public func run<Screen: TerminalScreen>(_ screen: Screen) async throws -> TerminalRunResult<Screen> {
        try await terminal.enterFullScreen()
        var screen = screen
        var size = await terminal.size()
        await draw(screen, size: size)
        let reason = await loop(&screen, size: &size)
        await terminal.leaveFullScreen()
        return TerminalRunResult(screen: screen, reason: reason)
    }

    // MARK: - Helpers

    private func loop<Screen: TerminalScreen>(
        _ screen: inout Screen, size: inout TerminalSize
    ) async -> TerminalRunResult<Screen>.Reason {
        for await event in terminal.events {
            switch event {
            case .resize(let newSize):
                size = newSize
                await draw(screen, size: size)
            case .key(.interrupt):
                return .interrupted
            case .key(let key):
                switch await screen.handle(key) {
                case .redraw: await draw(screen, size: size)
                case .unchanged: break
                case .quit: return .quit
                }
            }
        }
        return .inputEnded
    }

    private func draw(_ screen: some TerminalScreen, size: TerminalSize) async {
        await terminal.write(renderer.render(screen.frame(size: size), size: size))
    }
}
