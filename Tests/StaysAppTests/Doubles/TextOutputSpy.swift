import StaysApp
import Synchronization

/// Records what a command writes, for whole-text assertions; made `failing`, its standard output fails like a full
/// disk: nothing written there is kept and `failure` reports the failure from the first write on.
public final class TextOutputSpy: TextOutput {
    private struct Written {
        var standard = ""
        var error = ""
        var failure: OutputFailure?
    }

    private let written = Mutex(Written())
    private let failing: OutputFailure?

    /// Creates an empty spy whose standard output fails with `failing`, if given.
    public init(failing: OutputFailure? = nil) {
        self.failing = failing
    }

    /// Everything written to standard output.
    public var standardOutput: String { written.withLock { $0.standard } }
    /// Everything written to standard error.
    public var standardError: String { written.withLock { $0.error } }
    /// The failure of a write to a failing spy, if any.
    public var failure: OutputFailure? { written.withLock { $0.failure } }

    /// Records standard output text, or the failure of a failing spy.
    public func write(_ text: String) {
        written.withLock { written in
            if let failing {
                written.failure = failing
            } else {
                written.standard += text
            }
        }
    }

    /// Records standard error text.
    public func writeError(_ text: String) {
        written.withLock { $0.error += text }
    }
}
