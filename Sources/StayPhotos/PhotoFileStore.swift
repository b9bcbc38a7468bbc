import Crypto
import Foundation
import StaysDomain

/// Keeps photos as `<id>-card.jpg` and `<id>-page.jpg` in one directory, written atomically.
public struct PhotoFileStore: PhotoStoring {
    // MARK: - State

    /// The directory holding the files.
    public let directory: URL

    // MARK: - Creating

    /// A store in `directory`, created on the first write.
    public init(directory: URL) {
        self.directory = directory
    }

    /// A store in `<catalogue>.photos/` beside a SQLite catalogue file.
    public init(besideCatalogue catalogue: URL) {
        self.init(
            directory: catalogue.deletingLastPathComponent().appending(path: catalogue.lastPathComponent + ".photos"))
    }

    // MARK: - Identifiers

    /// The identifier of a photo: the first 16 bytes of the SHA-256 of its page rendition, in hex.
    public static func id(of photo: ProcessedPhoto) -> PhotoID {
        let digest = SHA256.hash(data: photo.page.bytes)
        let hex = digest.prefix(PhotoID.length / 2).map { byte in
            String(byte >> 4, radix: 16) + String(byte & 0x0F, radix: 16)
        }
        guard let id = PhotoID(hex.joined()) else { preconditionFailure("a digest is always a valid identifier") }
        return id
    }

    // MARK: - PhotoStoring

    /// Writes both renditions unless they are already there, and returns their identifier.
    public func store(_ photo: ProcessedPhoto) async throws -> PhotoID {
        let id = Self.id(of: photo)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for size in [PhotoSize.page, .card] where !FileManager.default.fileExists(atPath: file(id, size).path) {
            try writeAtomically(photo.image(size).bytes, to: file(id, size))
        }
        return id
    }

    /// The bytes of one rendition, or nil when it is not stored.
    public func load(_ id: PhotoID, size: PhotoSize) async throws -> [UInt8]? {
        let url = file(id, size)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return [UInt8](try Data(contentsOf: url))
    }

    /// Removes both renditions if they are there.
    public func delete(_ id: PhotoID) async throws {
        for size in PhotoSize.allCases where FileManager.default.fileExists(atPath: file(id, size).path) {
            try FileManager.default.removeItem(at: file(id, size))
        }
    }

    // MARK: - Files

    /// The file of one rendition; `id` holds only hex digits, so the name cannot leave the directory.
    func file(_ id: PhotoID, _ size: PhotoSize) -> URL {
        directory.appending(path: "\(id.rawValue)-\(size.rawValue).jpg")
    }

    private func writeAtomically(_ bytes: [UInt8], to url: URL) throws {
        let temporary = directory.appending(path: ".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        try Data(bytes).write(to: temporary)
        guard rename(temporary.path, url.path) == 0 else {
            let code = POSIXErrorCode(rawValue: errno) ?? .EIO
            try? FileManager.default.removeItem(at: temporary)
            throw POSIXError(code)
        }
    }
}
