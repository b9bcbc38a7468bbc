import Foundation

/// Writes text into a file, so a command's `--output` can be tested without a disk.
protocol TextFileWriting: Sendable {
    /// Replaces the file at `path` with `text` as UTF-8; throws when it cannot be written.
    func write(_ text: String, toFile path: String) throws
}

/// Writes local files atomically.
struct LocalTextFileWriter: TextFileWriting {
    /// Writes `text` into the local file at `path`.
    func write(_ text: String, toFile path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}
