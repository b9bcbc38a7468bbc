import CPNG
import StaysDomain

/// The adapter over libpng's simplified API, which reports errors by return value and never jumps into Swift.
struct PNGDecoder: Sendable {
    // MARK: - Decoding

    /// Reads the header, lets `check` refuse its size before any pixel memory is taken, then decodes to RGBA.
    func decode(
        _ bytes: [UInt8], check: (_ width: Int, _ height: Int) throws(PhotoRejection) -> Void
    ) throws(PhotoRejection) -> PixelBuffer {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        defer { png_image_free(&image) }
        let result: Result<PixelBuffer, PhotoRejection> = bytes.withUnsafeBufferPointer { source in
            guard png_image_begin_read_from_memory(&image, source.baseAddress, source.count) != 0 else {
                return .failure(.malformed)
            }
            let width = Int(image.width)
            let height = Int(image.height)
            do throws(PhotoRejection) {
                try check(width, height)
            } catch {
                return .failure(error)
            }
            image.format = stays_png_format_rgba
            var finished: Int32 = 0
            let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
                finished = png_image_finish_read(&image, nil, buffer.baseAddress, 0, nil)
                if finished == 0 { buffer.initialize(repeating: 0) }
                count = buffer.count
            }
            guard finished != 0 else { return .failure(.malformed) }
            return .success(PixelBuffer(width: width, height: height, channels: 4, pixels: pixels))
        }
        return try result.get()
    }
}
