/// Errors thrown by test doubles, so tests can tell a planned failure from an unplanned call.
public enum TestDoubleError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The test asked the double to fail.
    case forcedFailure
    /// The double was called in a way the test did not set up.
    case unexpectedCall(String)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .forcedFailure: "forced failure"
        case .unexpectedCall(let call): "unexpected call: \(call)"
        }
    }
}
