import StaysTerminalTestSupport
import StaysTestSupport
import Testing

@testable import StaysTerminal

@Suite struct TerminalRunLoopTests {
    // MARK: - Helpers

    private let size = TerminalSize(columns: 80, rows: 24)

    private func run(
        _ script: [TerminalEvent], actions: [Key: ScreenAction] = [:]
    ) async throws -> (TerminalIOSpy, TerminalRunResult<TerminalScreenSpy>) {
        let terminal = TerminalIOSpy(size: size, script: script)
        let loop = TerminalRunLoop(terminal: terminal, renderer: PlainTextRenderer())
        let result = try await loop.run(TerminalScreenSpy(title: "Where to?", actions: actions))
        return (terminal, result)
    }

    // MARK: - Drawing

    @Test func screenIsDrawnOnceInFullScreenBeforeAnyKey() async throws {
        // when
        let (terminal, result) = try await run([])
        // then
        #expect(terminal.calls == [.enterFullScreen, .write("Where to?\nsize 80x24\nkeys:"), .leaveFullScreen])
        #expect(result.reason == .inputEnded)
    }

    @Test func keyThatChangesTheScreenRedrawsIt() async throws {
        let (terminal, result) = try await run(
            [.key(.text("se")), .key(.down)], actions: [.text("se"): .redraw, .down: .redraw]
        )
        #expect(
            terminal.writtenFrames == [
                "Where to?\nsize 80x24\nkeys:", "Where to?\nsize 80x24\nkeys: se",
                "Where to?\nsize 80x24\nkeys: se down",
            ])
        #expect(result.screen.receivedKeys == [.text("se"), .down])
    }

    @Test func unchangedScreenIsNotRedrawn() async throws {
        let (terminal, result) = try await run([.key(.left)], actions: [.left: .unchanged])
        #expect(terminal.writtenFrames.count == 1)
        #expect(result.screen.receivedKeys == [.left])
    }

    @Test func resizeRedrawsAtTheNewSize() async throws {
        let (terminal, result) = try await run(
            [.resize(TerminalSize(columns: 12, rows: 2)), .key(.tab)], actions: [.tab: .redraw])
        #expect(
            terminal.writtenFrames == ["Where to?\nsize 80x24\nkeys:", "Where to?\nsize 12x2", "Where to?\nsize 12x2"])
        #expect(result.screen.receivedKeys == [.tab])
    }

    // MARK: - Stopping

    @Test func quitStopsBeforeLaterKeysAndRestoresTheTerminal() async throws {
        let (terminal, result) = try await run([.key(.escape), .key(.text("x"))], actions: [.escape: .quit])
        #expect(result.reason == .quit)
        #expect(result.screen.receivedKeys == [.escape])
        #expect(terminal.calls.last == .leaveFullScreen)
        #expect(terminal.isFullScreen == false)
    }

    @Test func interruptStopsWithoutReachingTheScreen() async throws {
        let (terminal, result) = try await run([.key(.interrupt), .key(.text("x"))])
        #expect(result.reason == .interrupted)
        #expect(result.screen.receivedKeys.isEmpty)
        #expect(terminal.calls.last == .leaveFullScreen)
        #expect(terminal.isFullScreen == false)
    }

    // MARK: - Refreshing

    @Test func refreshRequestRedrawsWhatTheScreenSaysChanged() async throws {
        // given: input that never ends, and two refresh requests
        let terminal = TerminalIOSpy(size: size, script: [], staysOpen: true)
        let (refreshes, requests) = AsyncStream.makeStream(of: Void.self)
        requests.yield()
        requests.yield()
        let screen = TerminalScreenSpy(title: "Where to?", actions: [:], refreshActions: [.redraw, .quit])
        // when
        let result = try await TerminalRunLoop(terminal: terminal, renderer: PlainTextRenderer())
            .run(screen, refreshes: refreshes)
        // then
        #expect(result.reason == .quit)
        #expect(result.screen.refreshCount == 2)
        #expect(
            terminal.writtenFrames == ["Where to?\nsize 80x24\nkeys:", "Where to?\nsize 80x24\nkeys:\nrefreshes: 1"])
        #expect(terminal.calls.last == .leaveFullScreen)
    }

    @Test func unchangedRefreshDrawsNothingAndKeysStillArrive() async throws {
        // given
        let terminal = TerminalIOSpy(size: size, script: [], staysOpen: true)
        let (refreshes, requests) = AsyncStream.makeStream(of: Void.self)
        requests.yield()
        requests.yield()
        let screen = TerminalScreenSpy(
            title: "Where to?", actions: [.escape: .quit], refreshActions: [.unchanged, .redraw])
        let loop = TerminalRunLoop(terminal: terminal, renderer: PlainTextRenderer())
        // when
        async let run = loop.run(screen, refreshes: refreshes)
        #expect(await eventually { terminal.writtenFrames.count == 2 })
        terminal.send(.key(.escape))
        let result = try await run
        // then: the first refresh drew nothing, the second drew once, then the key quit
        #expect(result.reason == .quit)
        #expect(result.screen.receivedKeys == [.escape])
        #expect(
            terminal.writtenFrames == ["Where to?\nsize 80x24\nkeys:", "Where to?\nsize 80x24\nkeys:\nrefreshes: 2"])
    }

    @Test func failingToEnterFullScreenThrowsAndDrawsNothing() async {
        let terminal = TerminalIOSpy(size: size, script: [.key(.enter)], enterError: .notATerminal)
        let loop = TerminalRunLoop(terminal: terminal, renderer: PlainTextRenderer())
        await #expect(throws: TerminalError.notATerminal) {
            try await loop.run(TerminalScreenSpy(title: "Where to?", actions: [:]))
        }
        #expect(terminal.calls == [.enterFullScreen])
    }
}

@Suite struct TerminalScreenSpyTests {
    @Test func unscriptedKeyIsReportedAsAnIssue() async {
        var screen = TerminalScreenSpy(title: "Where to?", actions: [:])
        await withKnownIssue {
            #expect(await screen.handle(.up) == .unchanged)
        }
        #expect(screen.receivedKeys == [.up])
    }
}
