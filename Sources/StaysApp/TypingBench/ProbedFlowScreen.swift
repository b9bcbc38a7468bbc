import StaysTerminal

/// The flow screen, telling the probe what each frame shows.
struct ProbedFlowScreen: TerminalScreen, Sendable {
    /// The screen drawn.
    var base: SearchFlowScreen
    /// Told what each frame shows.
    let probe: AnswerProbe

    /// The base's frame, after noting what it shows.
    func frame(size: TerminalSize) -> ScreenFrame {
        probe.note(base.viewState)
        return base.frame(size: size)
    }

    /// The base's answer to the key.
    mutating func handle(_ key: Key) async -> ScreenAction {
        await base.handle(key)
    }

    /// The base's answer to the refresh.
    mutating func refresh() async -> ScreenAction {
        await base.refresh()
    }
}
