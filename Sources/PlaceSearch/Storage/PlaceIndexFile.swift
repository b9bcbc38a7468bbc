import Foundation

/// Reads and writes the place index in its compact binary form (`.stayindex`).
public enum PlaceIndexFile {
    private static let magic = Array("STAYPIDX".utf8)
    private static let version: UInt32 = 5

    // MARK: - Writing

    /// The index encoded as bytes.
    static func encode(_ storage: PlaceIndexStorage) -> Data {
        var writer = BinaryArchiveWriter()
        writer.writeRaw(magic)
        writer.write([version])
        writer.write(storage.placeKeys)
        writer.write(storage.placeKinds)
        writer.write(storage.placeLatitudes)
        writer.write(storage.placeLongitudes)
        writer.write(storage.placePopulations)
        writer.write(storage.placeImportance)
        writer.write(storage.placeCountries)
        writer.write(storage.placeRegions)
        writer.write(storage.placeCountryCodes)
        writer.write(storage.placeTimeZones)
        writer.write(storage.placeSubtitles)
        writer.write(storage.placeNameStarts)
        writer.write(storage.groupMemberStarts)
        writer.write(storage.groupMembers)
        writer.write(storage.timeZones)
        writer.write(storage.names)
        writer.write(storage.nameOwners)
        writer.write(storage.nameTermStarts)
        writer.write(storage.nameTerms)
        writer.write(storage.nameFlags)
        writer.write(storage.terms)
        writer.write(storage.postingStarts)
        writer.write(storage.postings)
        writer.write([storage.scanLimit])
        writer.write(storage.topPrefixes)
        writer.write(storage.topNameStarts)
        writer.write(storage.topNames)
        return writer.data
    }

    // MARK: - Reading

    /// Decodes bytes written by `encode`, checking that every part fits the others.
    static func decode(_ data: Data) throws(PlaceIndexFileError) -> PlaceIndexStorage {
        var reader = BinaryArchiveReader(data: data)
        guard (try? reader.readRaw(count: magic.count)) == magic else { throw .notAnIndex }
        let versions = try reader.read(UInt32.self)
        guard versions == [version] else { throw .unsupportedVersion(versions.first ?? 0) }
        var storage = PlaceIndexStorage()
        storage.placeKeys = try reader.readPool()
        storage.placeKinds = try reader.read(UInt8.self)
        storage.placeLatitudes = try reader.read(Int32.self)
        storage.placeLongitudes = try reader.read(Int32.self)
        storage.placePopulations = try reader.read(UInt32.self)
        storage.placeImportance = try reader.read(Float.self)
        storage.placeCountries = try reader.read(Int32.self)
        storage.placeRegions = try reader.read(Int32.self)
        storage.placeCountryCodes = try reader.readPool()
        storage.placeTimeZones = try reader.read(UInt16.self)
        storage.placeSubtitles = try reader.readPool()
        storage.placeNameStarts = try reader.read(UInt32.self)
        storage.groupMemberStarts = try reader.read(UInt32.self)
        storage.groupMembers = try reader.read(Int32.self)
        storage.timeZones = try reader.readPool()
        storage.names = try reader.readPool()
        storage.nameOwners = try reader.read(Int32.self)
        storage.nameTermStarts = try reader.read(UInt32.self)
        storage.nameTerms = try reader.read(Int32.self)
        storage.nameFlags = try reader.read(UInt8.self)
        storage.terms = try reader.readPool()
        storage.postingStarts = try reader.read(UInt32.self)
        storage.postings = try reader.read(Int32.self)
        guard let scanLimit = try reader.read(UInt32.self).first, scanLimit > 0 else { throw .inconsistent }
        storage.scanLimit = scanLimit
        storage.topPrefixes = try reader.readPool()
        storage.topNameStarts = try reader.read(UInt32.self)
        storage.topNames = try reader.read(Int32.self)
        guard reader.isAtEnd else { throw .inconsistent }
        try PlaceIndexValidator.validate(storage)
        return storage
    }

    /// Reads an index file from disk.
    static func read(from url: URL) throws(PlaceIndexFileError) -> PlaceIndexStorage {
        let data: Data
        do {
            data = try Data(contentsOf: url, options: .alwaysMapped)
        } catch {
            throw .unreadable(path: url.path, reason: error.localizedDescription)
        }
        return try decode(data)
    }

    /// Writes an index file to disk atomically.
    static func write(_ storage: PlaceIndexStorage, to url: URL) throws {
        try encode(storage).write(to: url, options: .atomic)
    }
}
