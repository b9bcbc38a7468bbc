import Foundation
import Glibc

/// Reads and writes small files only their owner may read: folders are made mode 0700, files 0600.
protocol PrivateFileStoring: Sendable {
    /// The file's bytes, or nil when it does not exist.
    func read(_ path: String) throws -> Data?
    /// Replaces the file at once (written beside it, then renamed), creating its folders.
    func write(_ data: Data, to path: String) throws
    /// Removes the file; a missing file is no error.
    func remove(_ path: String) throws
}

/// `PrivateFileStoring` on the real file system, through POSIX calls so the modes hold from the first byte.
struct PosixPrivateFiles: PrivateFileStoring {
    /// Folders' mode.
    static let folderMode: mode_t = 0o700
    /// Files' mode.
    static let fileMode: mode_t = 0o600

    func read(_ path: String) throws -> Data? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }

    func write(_ data: Data, to path: String) throws {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        try makeFolder(folder)
        let temporary = path + ".partial"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, Self.fileMode)
        guard descriptor >= 0 else { throw PrivateFileError(path: temporary, code: errno) }
        defer { close(descriptor) }
        guard fchmod(descriptor, Self.fileMode) == 0 else { throw PrivateFileError(path: temporary, code: errno) }
        let written = data.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        guard written == data.count, fsync(descriptor) == 0 else {
            throw PrivateFileError(path: temporary, code: errno)
        }
        guard rename(temporary, path) == 0 else { throw PrivateFileError(path: path, code: errno) }
    }

    func remove(_ path: String) throws {
        guard unlink(path) == 0 || errno == ENOENT else { throw PrivateFileError(path: path, code: errno) }
    }

    /// Creates the folder and its parents; the last one (the program's own) is made or narrowed to 0700.
    private func makeFolder(_ folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        guard chmod(folder, Self.folderMode) == 0 else { throw PrivateFileError(path: folder, code: errno) }
    }
}

/// A file operation the system refused.
struct PrivateFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file or folder.
    let path: String
    /// The `errno`.
    let code: Int32

    /// A one-line explanation for the user.
    var description: String { "cannot write \(path): \(String(cString: strerror(code)))" }
}
