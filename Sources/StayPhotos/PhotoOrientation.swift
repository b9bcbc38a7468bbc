/// The EXIF orientation of stored pixels: how they must be turned or flipped to show upright.
enum PhotoOrientation: Int, Sendable, CaseIterable {
    // MARK: - Cases

    /// Stored upright.
    case up = 1
    /// Mirrored left to right.
    case upMirrored = 2
    /// Upside down.
    case down = 3
    /// Mirrored top to bottom.
    case downMirrored = 4
    /// Mirrored along the top-left to bottom-right diagonal.
    case leftMirrored = 5
    /// Needs a quarter turn clockwise (a phone held upright).
    case right = 6
    /// Mirrored along the other diagonal.
    case rightMirrored = 7
    /// Needs a quarter turn anticlockwise.
    case left = 8

    // MARK: - Turning

    /// The pixels turned so they show upright.
    func upright(_ image: PixelBuffer) -> PixelBuffer {
        guard self != .up else { return image }
        let (w, h, channels) = (image.width, image.height, image.channels)
        let swapsSides = rawValue >= 5
        let (outWidth, outHeight) = swapsSides ? (h, w) : (w, h)
        var pixels = [UInt8](repeating: 0, count: image.pixels.count)
        image.pixels.withUnsafeBufferPointer { source in
            pixels.withUnsafeMutableBufferPointer { target in
                for y in 0..<outHeight {
                    for x in 0..<outWidth {
                        let (sx, sy) = sourcePoint(x: x, y: y, width: w, height: h)
                        let from = (sy * w + sx) * channels
                        let to = (y * outWidth + x) * channels
                        for channel in 0..<channels { target[to + channel] = source[from + channel] }
                    }
                }
            }
        }
        return PixelBuffer(width: outWidth, height: outHeight, channels: channels, pixels: pixels)
    }

    /// Where the upright pixel at (x, y) is in the stored image of the given size.
    private func sourcePoint(x: Int, y: Int, width w: Int, height h: Int) -> (Int, Int) {
        switch self {
        case .up: (x, y)
        case .upMirrored: (w - 1 - x, y)
        case .down: (w - 1 - x, h - 1 - y)
        case .downMirrored: (x, h - 1 - y)
        case .leftMirrored: (y, x)
        case .right: (y, h - 1 - x)
        case .rightMirrored: (w - 1 - y, h - 1 - x)
        case .left: (w - 1 - y, x)
        }
    }
}
