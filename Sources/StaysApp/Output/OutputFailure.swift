/// A write to standard output or error that did not reach its reader (a full disk, a closed pipe).
public struct OutputFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The exit status of a command whose output failed: 74, `EX_IOERR` from sysexits.h.
    public static let exitStatus: Int32 = 74

    /// The stream that failed, e.g. "standard output".
    public let stream: String
    /// The system's reason, e.g. "No space left on device".
    public let reason: String
    /// What stands although the output failed; nil when nothing was changed.
    public let outcome: Outcome?

    /// A change a command made before its output failed.
    public enum Outcome: Hashable, Sendable, CustomStringConvertible {
        /// The booking with this id was made.
        case booked(String)
        /// The reservation with this id was cancelled.
        case cancelled(String)

        /// The change in a few words, e.g. "the booking res-12 stands".
        public var description: String {
            switch self {
            case .booked(let id): "the booking \(id) stands"
            case .cancelled(let id): "\(id) is cancelled"
            }
        }
    }

    /// Creates a failure of `stream` for `reason`, with what stands despite it.
    public init(stream: String, reason: String, outcome: Outcome? = nil) {
        self.stream = stream
        self.reason = reason
        self.outcome = outcome
    }

    /// The same failure, saying what stands despite it.
    public func standing(_ outcome: Outcome) -> OutputFailure {
        OutputFailure(stream: stream, reason: reason, outcome: outcome)
    }

    /// One line for the system's log of a failed write, e.g. "could not write to standard output (No space left on
    /// device)"; like the system's reason it is in English.
    public var description: String {
        let failure = "could not write to \(stream) (\(reason))"
        return outcome.map { "\(failure), but \($0)" } ?? failure
    }
}
