/// Which photos each listing shows, in order; the photos' bytes are kept by a `PhotoStoring`.
public protocol ListingPhotoStoring: Sendable {
    /// Adds photo `photo` last to the host's listing `id` (again: nothing changes); `unknownStay` for a listing
    /// that is not the host's, `ListingDraftError` for the field `photos` past `ListingPhotos.maximumPhotos`.
    func addPhoto(_ photo: PhotoID, to id: StayID, host: AccountID) async throws
    /// Removes the photo from the host's listing `id`; `unknownStay` when it is not the host's or lacks it.
    func removePhoto(_ photo: PhotoID, of id: StayID, host: AccountID) async throws
    /// The photos of each of the stays that have any, in order.
    func photos(of ids: [StayID]) async throws -> [StayID: [PhotoID]]
}
