import CPNG
import CWebP
import StaysDomain

@testable import StayPhotos

/// Images made in the tests: a pattern of pixels encoded by libjpeg, libpng and libwebp, and edits of the files.
enum TestImages {
    // MARK: - Pixels

    /// A gradient with a red block in the top-left corner, so turning and resizing can be seen.
    static func pixels(width: Int, height: Int, channels: Int = 3) -> PixelBuffer {
        var bytes = [UInt8](repeating: 0, count: width * height * channels)
        for y in 0..<height {
            for x in 0..<width {
                let at = (y * width + x) * channels
                let inBlock = x < width / 4 && y < height / 4
                bytes[at] = inBlock ? 255 : UInt8(x * 255 / max(1, width - 1))
                bytes[at + 1] = inBlock ? 0 : UInt8(y * 255 / max(1, height - 1))
                bytes[at + 2] = inBlock ? 0 : 128
                if channels == 4 { bytes[at + 3] = 255 }
            }
        }
        return PixelBuffer(width: width, height: height, channels: channels, pixels: bytes)
    }

    // MARK: - Encoding

    /// A JPEG with no metadata.
    static func jpeg(width: Int, height: Int) throws -> [UInt8] {
        try JPEGCodec(quality: 90).encode(pixels(width: width, height: height)).bytes
    }

    /// An RGBA PNG written by libpng's simplified API.
    static func png(width: Int, height: Int, alpha: UInt8 = 255) -> [UInt8] {
        var rgba = pixels(width: width, height: height, channels: 4).pixels
        for index in stride(from: 3, to: rgba.count, by: 4) { rgba[index] = alpha }
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.format = stays_png_format_rgba
        var size = 0
        _ = png_image_write_to_memory(&image, nil, &size, 0, rgba, 0, nil)
        var bytes = [UInt8](repeating: 0, count: size)
        _ = png_image_write_to_memory(&image, &bytes, &size, 0, rgba, 0, nil)
        return Array(bytes.prefix(size))
    }

    /// A lossy WebP written by libwebp.
    static func webP(width: Int, height: Int) -> [UInt8] {
        let rgb = pixels(width: width, height: height).pixels
        var output: UnsafeMutablePointer<UInt8>?
        let size = WebPEncodeRGB(rgb, Int32(width), Int32(height), Int32(width * 3), 85, &output)
        defer { WebPFree(output) }
        return Array(UnsafeBufferPointer(start: output, count: size))
    }

    // MARK: - Editing

    /// The JPEG with an APP1 segment inserted after its start marker.
    static func inserting(app1 body: [UInt8], into jpeg: [UInt8]) -> [UInt8] {
        let length = body.count + 2
        return [0xFF, 0xD8, 0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + body + jpeg.dropFirst(2)
    }

    /// The first offset of `needle` in `bytes`, if any.
    static func offset(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        return (0...bytes.count - needle.count).first { bytes[$0..<$0 + needle.count].elementsEqual(needle) }
    }

    /// The decoded pixel at (x, y) of an output JPEG.
    static func pixel(x: Int, y: Int, of image: PhotoImage) throws -> (red: Int, green: Int, blue: Int) {
        let decoded = try JPEGCodec(quality: 90).decode(image.bytes, width: image.width, height: image.height)
        let at = (y * image.width + x) * 3
        return (Int(decoded.pixels[at]), Int(decoded.pixels[at + 1]), Int(decoded.pixels[at + 2]))
    }
}
