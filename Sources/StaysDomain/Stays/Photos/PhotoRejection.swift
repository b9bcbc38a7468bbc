/// Why an uploaded photo was refused.
public enum PhotoRejection: Error, Hashable, Sendable {
    /// The upload had no bytes.
    case empty
    /// The upload was bigger than the byte limit.
    case tooLarge(bytes: Int, limit: Int)
    /// The content is not a JPEG, PNG or WebP image, whatever the file was called.
    case unsupportedType
    /// The header claims more pixels (or a longer side) than allowed; refused before decoding.
    case tooManyPixels(width: Int, height: Int, limit: Int)
    /// The image is truncated or corrupt.
    case malformed
}
