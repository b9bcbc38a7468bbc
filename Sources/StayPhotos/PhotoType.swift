/// An image format the pipeline accepts.
public enum PhotoType: String, Hashable, Sendable, CaseIterable {
    /// JPEG, starting FF D8 FF.
    case jpeg
    /// PNG, starting with its eight-byte signature.
    case png
    /// WebP, a RIFF container of form type `WEBP`.
    case webP
}
