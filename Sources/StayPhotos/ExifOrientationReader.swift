/// Finds the orientation tag in a JPEG's EXIF segment, bounds-checking every offset of the untrusted bytes.
enum ExifOrientationReader {
    // MARK: - Reading

    /// The orientation in the first APP1 `Exif` segment before the image data, or `.up` when there is none.
    static func orientation(inJPEG bytes: [UInt8]) -> PhotoOrientation {
        var offset = 2
        while offset + 4 <= bytes.count, bytes[offset] == 0xFF {
            let marker = bytes[offset + 1]
            if marker == 0xDA || marker == 0xD9 { break }
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            let body = offset + 4
            let end = offset + 2 + length
            guard length >= 2, end <= bytes.count else { break }
            if marker == 0xE1, let found = orientation(inAPP1: bytes[body..<end]) { return found }
            offset = end
        }
        return .up
    }

    // MARK: - TIFF

    private static let exifHeader = Array("Exif\0\0".utf8)
    private static let orientationTag = 0x0112

    private static func orientation(inAPP1 segment: ArraySlice<UInt8>) -> PhotoOrientation? {
        guard segment.starts(with: exifHeader) else { return nil }
        let tiff = Array(segment.dropFirst(exifHeader.count))
        guard tiff.count >= 8 else { return nil }
        let littleEndian: Bool
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): littleEndian = true
        case (0x4D, 0x4D): littleEndian = false
        default: return nil
        }
        func read(_ at: Int, _ size: Int) -> Int? {
            guard at >= 0, at + size <= tiff.count else { return nil }
            let slice = tiff[at..<at + size]
            let ordered = littleEndian ? Array(slice.reversed()) : Array(slice)
            return ordered.reduce(0) { $0 << 8 | Int($1) }
        }
        guard read(2, 2) == 42, let directory = read(4, 4), let count = read(directory, 2) else { return nil }
        for index in 0..<count {
            let entry = directory + 2 + index * 12
            guard let tag = read(entry, 2) else { return nil }
            if tag == orientationTag, read(entry + 2, 2) == 3, let value = read(entry + 8, 2) {
                return PhotoOrientation(rawValue: value)
            }
        }
        return nil
    }
}
