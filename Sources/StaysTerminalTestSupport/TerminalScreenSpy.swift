import StaysTerminal
import Testing

/// A screen double: draws its title, the size it was drawn at and the keys it received, and answers
/// keys and refreshes from a script; a key or refresh the test did not script is recorded as a test issue.
public struct TerminalScreenSpy: TerminalScreen {
    // MARK: - Properties

    /// The first line of every frame.
    public let title: String
    /// Every key handed to `handle(_:)`, in order.
    public private(set) var receivedKeys: [Key] = []
    /// How many times `refresh()` was called.
    public private(set) var refreshCount = 0
    private let actions: [Key: ScreenAction]
    private let refreshActions: [ScreenAction]

    /// Creates a spy answering each key in `actions` with its action and the n-th refresh with `refreshActions[n]`.
    public init(title: String, actions: [Key: ScreenAction], refreshActions: [ScreenAction] = []) {
        self.title = title
        self.actions = actions
        self.refreshActions = refreshActions
    }

    // MARK: - TerminalScreen

    /// Title (bold), "size CxR", "keys:" followed by the received keys, and "refreshes: N" once refreshed.
    public func frame(size: TerminalSize) -> ScreenFrame {
        let keys = (["keys:"] + receivedKeys.map(Self.label)).joined(separator: " ")
        let lines = [
            ScreenLine(title, style: .bold),
            ScreenLine("size \(size.columns)x\(size.rows)"),
            ScreenLine(keys),
        ]
        return ScreenFrame(lines: refreshCount == 0 ? lines : lines + [ScreenLine("refreshes: \(refreshCount)")])
    }

    /// Records the key and returns its scripted action.
    public mutating func handle(_ key: Key) async -> ScreenAction {
        receivedKeys.append(key)
        guard let action = actions[key] else {
            Issue.record("TerminalScreenSpy: no action scripted for \(key)")
            return .unchanged
        }
        return action
    }

    /// Counts the refresh and returns its scripted action.
    public mutating func refresh() async -> ScreenAction {
        refreshCount += 1
        guard refreshCount <= refreshActions.count else {
            Issue.record("TerminalScreenSpy: no action scripted for refresh \(refreshCount)")
            return .unchanged
        }
        return refreshActions[refreshCount - 1]
    }

    // MARK: - Helpers

    private static func label(_ key: Key) -> String {
        if case .text(let text) = key { return text }
        return String(describing: key)
    }
}
