import StaysTerminal
import Testing

/// A screen double: draws its title, the size it was drawn at and the keys it received, and answers
/// keys from a script; a key the test did not script is recorded as a test issue.
public struct TerminalScreenSpy: TerminalScreen {
    // MARK: - Properties

    /// The first line of every frame.
    public let title: String
    /// Every key handed to `handle(_:)`, in order.
    public private(set) var receivedKeys: [Key] = []
    private let actions: [Key: ScreenAction]

    /// Creates a spy answering each key in `actions` with its action.
    public init(title: String, actions: [Key: ScreenAction]) {
        self.title = title
        self.actions = actions
    }

    // MARK: - TerminalScreen

    /// Title (bold), "size CxR", and "keys:" followed by the received keys.
    public func frame(size: TerminalSize) -> ScreenFrame {
        let keys = (["keys:"] + receivedKeys.map(Self.label)).joined(separator: " ")
        return ScreenFrame(lines: [
            ScreenLine(title, style: .bold),
            ScreenLine("size \(size.columns)x\(size.rows)"),
            ScreenLine(keys),
        ])
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

    // MARK: - Helpers

    private static func label(_ key: Key) -> String {
        if case .text(let text) = key { return text }
        return String(describing: key)
    }
}
