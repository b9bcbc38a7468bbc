import Foundation

/// Where a command writes its results and messages.
public protocol TextOutput: Sendable {
    /// Writes text to standard output.
    func write(_ text: String)
    /// Writes text to standard error.
    func writeError(_ text: String)
    /// Pushes buffered output out (after each batch answer).
    func flush()
}

/// The process's standard output and error, buffered by the C library.
public struct StandardTextOutput: TextOutput {
    /// Creates the output.
    public init() {}

    /// Writes text to standard output.
    public func write(_ text: String) {
        fputs(text, stdout)
    }

    /// Writes text to standard error.
    public func writeError(_ text: String) {
        fputs(text, stderr)
    }

    /// Flushes standard output.
    public func flush() {
        fflush(stdout)
    }
}
