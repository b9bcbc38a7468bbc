import Foundation

/// Reads the whole contents of a file, so code that parses files can be tested without a disk.
public protocol FileReading: Sendable {
    /// The bytes of the file at `url`; throws when it cannot be read.
    func contents(of url: URL) throws -> Data
}
