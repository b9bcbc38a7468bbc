import Foundation
import Synchronization

/// Writes to one open file descriptor with `write(2)`, retrying interrupted and partial writes; never traps. The
/// first failure is kept and later writes are skipped, so a command can end with one clear error.
final class DescriptorWriter: Sendable {
    /// The process's standard output.
    static let standardOutput = DescriptorWriter(descriptor: STDOUT_FILENO, stream: "standard output")
    /// The process's standard error.
    static let standardError = DescriptorWriter(descriptor: STDERR_FILENO, stream: "standard error")

    private let descriptor: Int32
    private let stream: String
    private let firstFailure = Mutex<OutputFailure?>(nil)

    /// Creates a writer for `descriptor`, named `stream` in errors.
    init(descriptor: Int32, stream: String) {
        self.descriptor = descriptor
        self.stream = stream
    }

    // MARK: - Writing

    /// The first write that failed, if any.
    var failure: OutputFailure? { firstFailure.withLock { $0 } }

    /// Writes all of `text`, unless an earlier write failed.
    func write(_ text: String) {
        firstFailure.withLock { failure in
            guard failure == nil else { return }
            failure = writeAll(Array(text.utf8))
        }
    }

    private func writeAll(_ bytes: [UInt8]) -> OutputFailure? {
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return nil }
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, base + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else {
                    let reason = written == 0 ? "nothing was written" : String(cString: strerror(errno))
                    return OutputFailure(stream: stream, reason: reason)
                }
            }
            return nil
        }
    }
}
