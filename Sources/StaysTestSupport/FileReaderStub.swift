import Foundation
import StaysDomain

/// A `FileReading` stub that returns fixed text per file path, or fails on demand.
public struct FileReaderStub: FileReading {
    /// Why the stub refused to read a file.
    public enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// The test asked the stub to fail for this path.
        case requested(path: String)
        /// The test set up no contents for this path.
        case notSetUp(path: String)

        /// A one-line explanation.
        public var description: String {
            switch self {
            case .requested(let path): "FileReaderStub: failing on demand for \(path)"
            case .notSetUp(let path): "FileReaderStub: no contents set up for \(path)"
            }
        }
    }

    /// The contents returned for each file path.
    public let contentsByPath: [String: Data]
    /// Paths whose reading fails with `Failure.requested`.
    public let failingPaths: Set<String>

    /// Creates a stub returning the UTF-8 text given per path; reading any other path fails loudly.
    public init(textByPath: [String: String], failingPaths: Set<String> = []) {
        self.contentsByPath = textByPath.mapValues { Data($0.utf8) }
        self.failingPaths = failingPaths
    }

    /// Creates a stub returning raw bytes per path, e.g. to feed text that is not UTF-8.
    public init(contentsByPath: [String: Data], failingPaths: Set<String> = []) {
        self.contentsByPath = contentsByPath
        self.failingPaths = failingPaths
    }

    /// The contents set up for the URL's path; throws when asked to fail or when nothing was set up.
    public func contents(of url: URL) throws -> Data {
        guard !failingPaths.contains(url.path) else { throw Failure.requested(path: url.path) }
        guard let data = contentsByPath[url.path] else { throw Failure.notSetUp(path: url.path) }
        return data
    }
}
