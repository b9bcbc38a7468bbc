import Foundation

@testable import StaysApp

/// Keeps what the runner writes into files.
final class TextFileWriterSpy: TextFileWriting, @unchecked Sendable {
    private let lock = NSLock()
    private var files: [(path: String, text: String)] = []

    /// Every write, in order.
    var written: [(path: String, text: String)] { lock.withLock { files } }

    func write(_ text: String, toFile path: String) throws {
        lock.withLock { files.append((path, text)) }
    }
}

/// A clock stopped at one moment.
struct FixedMomentProvider: MomentProviding {
    let moment: Date

    func now() -> Date { moment }
}
