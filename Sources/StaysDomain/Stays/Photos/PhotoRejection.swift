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

extension PhotoRejection: CustomStringConvertible {
    /// The reason in words a host can act on.
    public var description: String {
        switch self {
        case .empty: "the photo is empty"
        case .tooLarge(_, let limit): "a photo is at most \(limit / 1_048_576) MB"
        case .unsupportedType: "a photo must be a JPEG, PNG or WebP image"
        case .tooManyPixels(let width, let height, _):
            "a \(width)×\(height) photo has too many pixels (40 megapixels at most)"
        case .malformed: "the photo is damaged or cut short"
        }
    }
}
