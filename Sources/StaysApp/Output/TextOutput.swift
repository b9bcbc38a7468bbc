import Foundation

/// Where a command writes its results and messages.
public protocol TextOutput: Sendable {
    /// Writes text to standard output.
    func write(_ text: String)
    /// Writes text to standard error.
    func writeError(_ text: String)
}

/// The process's standard output and error, written through straight away so a batch caller that waits
/// for each answer line gets it.
public struct StandardTextOutput: TextOutput {
    /// Creates the output.
    public init() {}

    /// Writes text to standard output.
    public func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Writes text to standard error.
    public func writeError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
