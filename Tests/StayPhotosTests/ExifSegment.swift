/// A hand-built big-endian EXIF APP1 body: an orientation tag and a GPS directory with a marked location.
enum ExifSegment {
    /// Text inside the GPS directory, to look for in outputs.
    static let gpsMarker = Array("STAYS-GPS-48.858370,2.294481".utf8)

    /// The APP1 body (`Exif\0\0` and a TIFF structure) with the given orientation.
    static func body(orientation: UInt16) -> [UInt8] {
        var tiff: [UInt8] = [0x4D, 0x4D, 0x00, 0x2A, 0, 0, 0, 8]
        let gpsDirectory = 8 + 2 + 2 * 12 + 4
        let markerOffset = gpsDirectory + 2 + 2 * 12 + 4
        tiff += be16(2)
        tiff += entry(tag: 0x0112, type: 3, count: 1, value: UInt32(orientation) << 16)
        tiff += entry(tag: 0x8825, type: 4, count: 1, value: UInt32(gpsDirectory))
        tiff += be32(0)
        tiff += be16(2)
        tiff += entry(tag: 0x0001, type: 2, count: 2, value: 0x4E00_0000)
        tiff += entry(tag: 0x001B, type: 7, count: UInt32(gpsMarker.count), value: UInt32(markerOffset))
        tiff += be32(0)
        tiff += gpsMarker
        return Array("Exif\0\0".utf8) + tiff
    }

    private static func entry(tag: UInt16, type: UInt16, count: UInt32, value: UInt32) -> [UInt8] {
        be16(tag) + be16(type) + be32(count) + be32(value)
    }

    private static func be16(_ value: UInt16) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }

    private static func be32(_ value: UInt32) -> [UInt8] { be16(UInt16(value >> 16)) + be16(UInt16(value & 0xFFFF)) }
}
