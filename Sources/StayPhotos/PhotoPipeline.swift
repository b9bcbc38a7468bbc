import StaysDomain

/// Checks an upload, decodes it with its format's adapter, turns it upright and re-encodes two JPEG sizes.
public struct PhotoPipeline: PhotoProcessing {
    // MARK: - Settings

    /// The long side of a card rendition, in pixels.
    public static let cardLongSide = 720
    /// The long side of a page rendition, in pixels.
    public static let pageLongSide = 1600

    private let limits: PhotoLimits
    private let jpeg: JPEGCodec
    private let resizer = PhotoResizer()

    // MARK: - Creating

    /// A pipeline with the given limits and JPEG output quality (1 to 100).
    public init(limits: PhotoLimits = PhotoLimits(), quality: Int = 82) {
        self.limits = limits
        self.jpeg = JPEGCodec(quality: min(100, max(1, quality)))
    }

    // MARK: - PhotoProcessing

    /// Sniffs, checks the limits (pixels from the header, before decoding), decodes, orients, resizes, encodes.
    public func process(_ bytes: [UInt8]) throws(PhotoRejection) -> ProcessedPhoto {
        try limits.checkByteCount(bytes.count)
        guard let type = PhotoSniffer.type(of: bytes) else { throw .unsupportedType }
        let decoded = try decode(bytes, as: type)
        let orientation = type == .jpeg ? ExifOrientationReader.orientation(inJPEG: bytes) : .up
        let page = resizer.resize(decoded, longSide: Self.pageLongSide)
        let card = resizer.resize(page, longSide: Self.cardLongSide)
        return ProcessedPhoto(
            card: try jpeg.encode(orientation.upright(card)), page: try jpeg.encode(orientation.upright(page)))
    }

    // MARK: - Decoding

    private func decode(_ bytes: [UInt8], as type: PhotoType) throws(PhotoRejection) -> PixelBuffer {
        switch type {
        case .jpeg:
            let size = try jpeg.size(of: bytes)
            try limits.checkSize(width: size.width, height: size.height)
            return try jpeg.decode(bytes, width: size.width, height: size.height)
        case .png:
            return try PNGDecoder().decode(bytes) { width, height throws(PhotoRejection) in
                try limits.checkSize(width: width, height: height)
            }
        case .webP:
            let decoder = WebPDecoder()
            let size = try decoder.size(of: bytes)
            try limits.checkSize(width: size.width, height: size.height)
            return try decoder.decode(bytes, width: size.width, height: size.height)
        }
    }
}
