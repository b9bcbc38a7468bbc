import Glibc
import Testing
@testable import StaysTerminal

/// Only the paths that are safe without a real terminal; raw mode itself needs a pty.
@Suite struct PosixTerminalTests {
    @Test(.enabled(if: isatty(0) == 0, "standard input must not be a terminal"))
    func enteringFullScreenWithoutATerminalThrowsAndLeavingIsHarmless() async {
        // given
        let terminal = PosixTerminal { signal in Issue.record("unexpected signal \(signal)") }
        // when / then
        await #expect(throws: TerminalError.notATerminal) { try await terminal.enterFullScreen() }
        await terminal.leaveFullScreen()
        await terminal.leaveFullScreen()
    }

    @Test(.enabled(if: isatty(1) == 0, "standard output must not be a terminal"))
    func sizeFallsBackToEightyByTwentyFourWithoutATerminal() async {
        let terminal = PosixTerminal { signal in Issue.record("unexpected signal \(signal)") }
        #expect(await terminal.size() == TerminalSize(columns: 80, rows: 24))
    }
}
