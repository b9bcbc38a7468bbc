/// Tells an image format from its first bytes; a file name or declared type is never consulted.
public enum PhotoSniffer {
    // MARK: - Signatures

    private static let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF]
    private static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    private static let riff = Array("RIFF".utf8)
    private static let webP = Array("WEBP".utf8)

    // MARK: - Sniffing

    /// The format the bytes start with, or nil for anything else (SVG, HTML, GIF, text, …).
    public static func type(of bytes: [UInt8]) -> PhotoType? {
        if bytes.starts(with: jpeg) { return .jpeg }
        if bytes.starts(with: png) { return .png }
        if bytes.count >= 12, bytes.starts(with: riff), Array(bytes[8..<12]) == webP { return .webP }
        return nil
    }
}
