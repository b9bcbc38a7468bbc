/// A write to standard output or error that did not reach its reader (a full disk, a closed pipe).
public struct OutputFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The exit status of a command whose output failed: 74, `EX_IOERR` from sysexits.h.
    public static let exitStatus: Int32 = 74

    /// The stream that failed, e.g. "standard output".
    public let stream: String
    /// The system's reason, e.g. "No space left on device".
    public let reason: String
    /// What stands although the output failed, e.g. "the booking res-12 stands"; nil when nothing was changed.
    public let outcome: String?

    /// Creates a failure of `stream` for `reason`, with what stands despite it.
    public init(stream: String, reason: String, outcome: String? = nil) {
        self.stream = stream
        self.reason = reason
        self.outcome = outcome
    }

    /// The same failure, saying what stands despite it.
    public func standing(_ outcome: String) -> OutputFailure {
        OutputFailure(stream: stream, reason: reason, outcome: outcome)
    }

    /// One line for the user, e.g. "could not write to standard output (No space left on device)".
    public var description: String {
        let failure = "could not write to \(stream) (\(reason))"
        return outcome.map { "\(failure), but \($0)" } ?? failure
    }
}
