import StaysApp
import Synchronization

/// Records what a command writes, for whole-text assertions.
public final class TextOutputSpy: TextOutput {
    private let written = Mutex<(standard: String, error: String)>(("", ""))

    /// Creates an empty spy.
    public init() {}

    /// Everything written to standard output.
    public var standardOutput: String { written.withLock { $0.standard } }
    /// Everything written to standard error.
    public var standardError: String { written.withLock { $0.error } }

    /// Records standard output text.
    public func write(_ text: String) {
        written.withLock { $0.standard += text }
    }

    /// Records standard error text.
    public func writeError(_ text: String) {
        written.withLock { $0.error += text }
    }
}
