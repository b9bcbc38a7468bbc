/// Keeps processed photos under a content-derived identifier.
public protocol PhotoStoring: Sendable {
    /// Stores both renditions and returns their identifier; storing the same photo again changes nothing.
    func store(_ photo: ProcessedPhoto) async throws -> PhotoID
    /// The JPEG bytes of one rendition, or nil when no such photo is stored.
    func load(_ id: PhotoID, size: PhotoSize) async throws -> [UInt8]?
    /// Removes both renditions; removing a photo that is not stored is not an error.
    func delete(_ id: PhotoID) async throws
}
