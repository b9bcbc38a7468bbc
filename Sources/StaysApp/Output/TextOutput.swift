/// Where a command writes its results and messages.
public protocol TextOutput: Sendable {
    /// Writes text to standard output.
    func write(_ text: String)
    /// Writes text to standard error.
    func writeError(_ text: String)
    /// The first write that did not arrive, if any: the command then ends with it.
    var failure: OutputFailure? { get }
}

/// The process's standard output and error, written through straight away (with `write(2)`, never trapping) so a
/// batch caller that waits for each answer line gets it.
public struct StandardTextOutput: TextOutput {
    /// Creates the output.
    public init() {}

    /// Writes text to standard output.
    public func write(_ text: String) {
        DescriptorWriter.standardOutput.write(text)
    }

    /// Writes text to standard error.
    public func writeError(_ text: String) {
        DescriptorWriter.standardError.write(text)
    }

    /// The first failed write to standard output, else to standard error.
    public var failure: OutputFailure? {
        DescriptorWriter.standardOutput.failure ?? DescriptorWriter.standardError.failure
    }
}
