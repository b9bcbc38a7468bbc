/// Decides whether the full-screen interface can run: both stdin and stdout must be terminals.
public struct TerminalDetector: Sendable {
    /// Standard input's file descriptor.
    static let standardInput: Int32 = 0
    /// Standard output's file descriptor.
    static let standardOutput: Int32 = 1

    /// How descriptors are checked.
    private let checker: any TerminalDeviceChecking

    /// Creates a detector.
    public init(checker: any TerminalDeviceChecking) {
        self.checker = checker
    }

    // MARK: - Detection

    /// True when both standard input and standard output are terminals.
    public var isInteractive: Bool {
        checker.isTerminal(Self.standardInput) && checker.isTerminal(Self.standardOutput)
    }
}
