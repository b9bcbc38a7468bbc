/// The header of a map file: "STAYSMAP", version 1, its bands and its own length, each checked.
enum MapFileHeader {
    /// The bytes a map file starts with.
    static let magic = Array("STAYSMAP".utf8)
    /// The one version this build reads.
    static let version: UInt16 = 1

    /// The bands of the file in `bytes`, least zoom first, after checking the header and every tile index.
    static func bands(in bytes: UnsafeRawBufferPointer) throws(MapFileError) -> [MapBand] {
        guard bytes.count >= 24, Array(bytes.prefix(8)) == magic else { throw .notAMap }
        var reader = ByteReader(bytes, from: 8, to: bytes.count)
        guard try reader.integer(UInt16.self) == version else { throw .notAMap }
        let count = Int(try reader.integer(UInt16.self))
        try reader.skip(4)
        guard try reader.integer(UInt64.self) == UInt64(bytes.count) else {
            throw .damaged("its length is not the length it records")
        }
        guard (1...16).contains(count) else { throw .damaged("it lists \(count) zoom bands") }
        var bands: [MapBand] = []
        for _ in 0..<count {
            let band = try MapBand(reading: &reader)
            try band.validate(fileLength: bytes.count)
            try band.validateIndex(bytes)
            bands.append(band)
        }
        guard bands.first?.minimumZoom == 0,
            zip(bands, bands.dropFirst()).allSatisfy({ $0.maximumZoom + 1 == $1.minimumZoom })
        else { throw .damaged("its zoom bands leave a gap") }
        return bands
    }
}
