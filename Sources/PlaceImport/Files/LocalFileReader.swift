import Foundation
import StaysDomain

/// Reads files from the local file system.
public struct LocalFileReader: FileReading {
    /// Creates a reader of local files.
    public init() {}

    /// The bytes of the local file at `url`.
    public func contents(of url: URL) throws -> Data {
        try Data(contentsOf: url)
    }
}
