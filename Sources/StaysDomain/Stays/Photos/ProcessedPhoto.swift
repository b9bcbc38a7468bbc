/// One encoded JPEG rendition and its pixel size.
public struct PhotoImage: Hashable, Sendable {
    /// The JPEG file's bytes.
    public let bytes: [UInt8]
    /// Width in pixels, as displayed.
    public let width: Int
    /// Height in pixels, as displayed.
    public let height: Int

    /// Wraps encoded bytes and their size.
    public init(bytes: [UInt8], width: Int, height: Int) {
        self.bytes = bytes
        self.width = width
        self.height = height
    }
}

/// An accepted upload, upright and re-encoded without metadata in the two sizes the app shows.
public struct ProcessedPhoto: Hashable, Sendable {
    /// The rendition for search result cards.
    public let card: PhotoImage
    /// The rendition for a stay's page.
    public let page: PhotoImage

    /// Pairs the two renditions.
    public init(card: PhotoImage, page: PhotoImage) {
        self.card = card
        self.page = page
    }

    /// The rendition of the given size.
    public func image(_ size: PhotoSize) -> PhotoImage {
        switch size {
        case .card: card
        case .page: page
        }
    }
}
