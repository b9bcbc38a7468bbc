import Foundation
import StaysDomain

/// Reads at most the first `limit` bytes of a local file, so a file far larger than a parser accepts is never
/// loaded whole: the parser sees more than its limit and refuses it.
struct PrefixFileReader: FileReading {
    /// The most bytes read.
    let limit: Int

    /// The first `limit` bytes of the local file at `url` (all of a smaller one).
    func contents(of url: URL) throws -> Data {
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        return try handle.read(upToCount: limit) ?? Data()
    }
}
