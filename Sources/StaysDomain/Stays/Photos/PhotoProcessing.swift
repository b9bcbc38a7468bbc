/// Checks an uploaded photo and turns it into the renditions the app stores.
public protocol PhotoProcessing: Sendable {
    /// Validates `bytes` and returns them upright, resized and re-encoded; throws a `PhotoRejection`.
    func process(_ bytes: [UInt8]) throws -> ProcessedPhoto
}
