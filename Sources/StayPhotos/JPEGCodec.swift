import CJPEGShim
import StaysDomain

/// The adapter over libjpeg: reads a header's size, decodes to RGB and encodes RGB without metadata.
struct JPEGCodec: Sendable {
    // MARK: - Settings

    /// The encoder's quality, 1 to 100.
    let quality: Int

    // MARK: - Decoding

    /// The size in the header, read without decoding any pixels.
    func size(of bytes: [UInt8]) throws(PhotoRejection) -> (width: Int, height: Int) {
        var width: Int32 = 0
        var height: Int32 = 0
        let status = bytes.withUnsafeBufferPointer { stays_jpeg_read_size($0.baseAddress, $0.count, &width, &height) }
        guard status == 0 else { throw .malformed }
        return (Int(width), Int(height))
    }

    /// Decodes a JPEG of the given size (checked against the limits beforehand) into RGB.
    func decode(_ bytes: [UInt8], width: Int, height: Int) throws(PhotoRejection) -> PixelBuffer {
        var status: Int32 = -1
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 3) { buffer, count in
            status = bytes.withUnsafeBufferPointer { source in
                stays_jpeg_decode_rgb(source.baseAddress, source.count, buffer.baseAddress, Int32(width), Int32(height))
            }
            if status != 0 { buffer.initialize(repeating: 0) }
            count = buffer.count
        }
        guard status == 0 else { throw .malformed }
        return PixelBuffer(width: width, height: height, channels: 3, pixels: pixels)
    }

    // MARK: - Encoding

    /// Encodes RGB pixels as a JPEG that carries nothing but the pixels; libjpeg fails here only when out of memory.
    func encode(_ image: PixelBuffer) throws(PhotoRejection) -> PhotoImage {
        precondition(image.channels == 3, "the encoder takes RGB")
        var output: UnsafeMutablePointer<UInt8>?
        var size = 0
        let status = image.pixels.withUnsafeBufferPointer {
            stays_jpeg_encode_rgb(
                $0.baseAddress, Int32(image.width), Int32(image.height), Int32(quality), &output, &size)
        }
        guard status == 0, let output else { throw .malformed }
        defer { stays_jpeg_free(output) }
        let bytes = Array(UnsafeBufferPointer(start: output, count: size))
        return PhotoImage(bytes: bytes, width: image.width, height: image.height)
    }
}
