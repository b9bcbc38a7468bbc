import StaysDomain

/// The largest upload the pipeline accepts, in bytes and in pixels.
public struct PhotoLimits: Hashable, Sendable {
    // MARK: - Limits

    /// The most bytes an upload may have.
    public let maximumBytes: Int
    /// The most pixels (width × height) a photo may have.
    public let maximumPixels: Int
    /// The longest either side may be, in pixels.
    public let maximumSide: Int

    // MARK: - Creating

    /// Defaults: 15 MiB, 40 megapixels, 12,000 pixels a side.
    public init(maximumBytes: Int = 15 * 1024 * 1024, maximumPixels: Int = 40_000_000, maximumSide: Int = 12_000) {
        self.maximumBytes = maximumBytes
        self.maximumPixels = maximumPixels
        self.maximumSide = maximumSide
    }

    // MARK: - Checking

    /// Throws `.empty` or `.tooLarge` for an upload of `count` bytes.
    public func checkByteCount(_ count: Int) throws(PhotoRejection) {
        if count == 0 { throw .empty }
        if count > maximumBytes { throw .tooLarge(bytes: count, limit: maximumBytes) }
    }

    /// Throws `.tooManyPixels` when a header's size is over either pixel limit, or `.malformed` when it is empty.
    public func checkSize(width: Int, height: Int) throws(PhotoRejection) {
        guard width > 0, height > 0 else { throw .malformed }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        if width > maximumSide || height > maximumSide || overflow || pixels > maximumPixels {
            throw .tooManyPixels(width: width, height: height, limit: maximumPixels)
        }
    }
}
