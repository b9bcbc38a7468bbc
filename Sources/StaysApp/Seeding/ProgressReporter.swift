import Synchronization

/// Writes a `ProgressBar` to standard error: redrawn in place on a terminal whenever the percent changes,
/// otherwise one line per tenth so logs stay short.
final class ProgressReporter: Sendable {
    private let bar: ProgressBar
    private let output: any TextOutput
    private let isTerminal: Bool
    private let lastShown = Mutex<Int?>(nil)

    /// Creates a reporter; `isTerminal` says whether standard error is a terminal.
    init(bar: ProgressBar = ProgressBar(), output: any TextOutput, isTerminal: Bool) {
        self.bar = bar
        self.output = output
        self.isTerminal = isTerminal
    }

    /// Shows `done` of `total` if it moved far enough since the last time.
    func report(done: Int, total: Int) {
        let percent = bar.percent(done: done, total: total)
        let step = isTerminal ? percent : percent / 10 * 10
        let isNew = lastShown.withLock { last in
            guard last != step else { return false }
            last = step
            return true
        }
        guard isNew else { return }
        let line = bar.render(done: done, total: total)
        output.writeError(isTerminal ? "\r" + line : line + "\n")
    }

    /// Ends the redrawn line on a terminal.
    func finish() {
        if isTerminal { output.writeError("\n") }
    }
}
