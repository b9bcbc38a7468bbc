import CWebP
import StaysDomain

/// The adapter over libwebp, whose `WebPGetInfo` and `WebPDecodeRGBAInto` report errors by return value.
struct WebPDecoder: Sendable {
    // MARK: - Decoding

    /// The size in the header, read without decoding any pixels.
    func size(of bytes: [UInt8]) throws(PhotoRejection) -> (width: Int, height: Int) {
        var width: Int32 = 0
        var height: Int32 = 0
        let found = bytes.withUnsafeBufferPointer { WebPGetInfo($0.baseAddress, $0.count, &width, &height) }
        guard found != 0 else { throw .malformed }
        return (Int(width), Int(height))
    }

    /// Decodes a WebP of the given size (checked against the limits beforehand) into RGBA.
    func decode(_ bytes: [UInt8], width: Int, height: Int) throws(PhotoRejection) -> PixelBuffer {
        var decoded = false
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            let output = bytes.withUnsafeBufferPointer { source in
                WebPDecodeRGBAInto(source.baseAddress, source.count, buffer.baseAddress, buffer.count, Int32(width * 4))
            }
            decoded = output != nil
            if !decoded { buffer.initialize(repeating: 0) }
            count = buffer.count
        }
        guard decoded else { throw .malformed }
        return PixelBuffer(width: width, height: height, channels: 4, pixels: pixels)
    }
}
