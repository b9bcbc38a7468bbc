import StaysTerminal

/// A device check that answers from a fixed set of terminal descriptors.
public struct TerminalDeviceCheckStub: TerminalDeviceChecking {
    /// The descriptors that count as terminals.
    public let terminalDescriptors: Set<Int32>

    /// Creates a stub where only `terminalDescriptors` are terminals.
    public init(terminalDescriptors: Set<Int32>) {
        self.terminalDescriptors = terminalDescriptors
    }

    /// True when `descriptor` is one of the configured terminals.
    public func isTerminal(_ descriptor: Int32) -> Bool {
        terminalDescriptors.contains(descriptor)
    }
}
