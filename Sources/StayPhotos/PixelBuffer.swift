/// Decoded pixels, row by row with no padding: 3 bytes a pixel (RGB) or 4 (RGBA, not premultiplied).
struct PixelBuffer: Sendable {
    /// Width in pixels.
    let width: Int
    /// Height in pixels.
    let height: Int
    /// 3 for RGB, 4 for RGBA.
    let channels: Int
    /// `width * height * channels` bytes.
    let pixels: [UInt8]
}
