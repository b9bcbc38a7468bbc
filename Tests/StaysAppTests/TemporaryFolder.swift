import Foundation

/// A temporary folder for a process test, removed when the test ends.
final class TemporaryFolder: Sendable {
    /// The folder.
    let url: URL

    /// Creates an empty folder whose name starts with `prefix`.
    init(_ prefix: String = "stays-test") throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// The path of `name` inside the folder.
    func path(_ name: String) -> String { url.appendingPathComponent(name).path }
}
