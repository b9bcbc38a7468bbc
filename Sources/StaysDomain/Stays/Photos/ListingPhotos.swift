/// A host's photos of a listing: each upload is checked and cleaned by a `PhotoProcessing` (content type, size,
/// pixels, metadata) before anything is stored, its bytes kept by a `PhotoStoring`, its place among the listing's
/// photos by the catalogue.
public final class ListingPhotos: Sendable {
    /// Most photos one listing shows.
    public static let maximumPhotos = 20

    private let processor: any PhotoProcessing
    private let store: any PhotoStoring
    private let listings: any ListingPhotoStoring
    private let editor: any ListingEditing

    /// Photos checked by `processor`, kept by `store`, listed by `listings`, owned as `editor` says.
    public init(
        processor: any PhotoProcessing, store: any PhotoStoring, listings: any ListingPhotoStoring,
        editor: any ListingEditing
    ) {
        self.processor = processor
        self.store = store
        self.listings = listings
        self.editor = editor
    }

    // MARK: - The host

    /// Checks, cleans, resizes and stores the upload, then adds it last to the host's listing `id`.
    public func upload(_ bytes: [UInt8], to id: StayID, host: GuestAccount) async throws -> PhotoID {
        _ = try await editor.listing(id, host: host.id)
        let photo = try processor.process(bytes)
        let stored = try await store.store(photo)
        try await listings.addPhoto(stored, to: id, host: host.id)
        return stored
    }

    /// Removes the photo from the host's listing (its files stay, shared by any listing with the same picture).
    public func remove(_ photo: PhotoID, of id: StayID, host: GuestAccount) async throws {
        try await listings.removePhoto(photo, of: id, host: host.id)
    }

    // MARK: - Guests

    /// The photos of each stay that has any, in order.
    public func photos(of ids: [StayID]) async throws -> [StayID: [PhotoID]] {
        try await listings.photos(of: ids)
    }

    /// A photo's JPEG bytes at `size`, or nil for a photo not stored.
    public func image(_ photo: PhotoID, size: PhotoSize) async throws -> [UInt8]? {
        try await store.load(photo, size: size)
    }
}
