import Foundation
import StaysDomain

/// Builds a place index from source data: the step the import command runs once, and tests run on fixtures.
public struct PlaceIndexBuilder: Sendable {
    private let minimumGroupSize: Int
    private let scanLimit: Int
    private let topListLength: Int

    /// Creates a builder; the defaults are the product's settings.
    public init(minimumGroupSize: Int = 3, scanLimit: Int = 128, topListLength: Int = 64) {
        self.minimumGroupSize = minimumGroupSize
        self.scanLimit = scanLimit
        self.topListLength = topListLength
    }

    // MARK: - Building

    /// The index for this data.
    public func build(_ source: PlaceSourceData) -> PlaceIndex {
        let folder = TextFolder()
        return PlaceIndex(storage: buildStorage(source, folder: folder), folder: folder)
    }

    /// The index for this data, written to a file the index can later be loaded from.
    public func write(_ source: PlaceSourceData, to url: URL) throws {
        try PlaceIndexFile.write(buildStorage(source, folder: TextFolder()), to: url)
    }

    func buildStorage(_ source: PlaceSourceData, folder: TextFolder) -> PlaceIndexStorage {
        let places = PlaceAssembler(minimumGroupSize: minimumGroupSize, folder: folder).assemble(source)
        var storage = PlaceIndexStorage()
        storage.scanLimit = UInt32(scanLimit)
        var timeZoneIndex: [String: UInt16] = [:]
        for place in places {
            storage.placeKeys.append(place.key)
            storage.placeKinds.append(PlaceKindCode.code(place.kind, isMinorAirfield: place.isMinorAirfield))
            storage.placeLatitudes.append(Int32((place.coordinate.latitude * 100_000).rounded()))
            storage.placeLongitudes.append(Int32((place.coordinate.longitude * 100_000).rounded()))
            storage.placePopulations.append(UInt32(clamping: place.population))
            storage.placeImportance.append(place.importance)
            storage.placeCountries.append(place.countryIndex)
            storage.placeRegions.append(place.regionIndex)
            storage.placeCountryCodes.append(place.countryCode)
            storage.placeSubtitles.append(place.subtitle)
            if timeZoneIndex[place.timeZone] == nil {
                timeZoneIndex[place.timeZone] = UInt16(storage.timeZones.count)
                storage.timeZones.append(place.timeZone)
            }
            storage.placeTimeZones.append(timeZoneIndex[place.timeZone]!)
            storage.groupMembers.append(contentsOf: place.members)
            storage.groupMemberStarts.append(UInt32(storage.groupMembers.count))
        }
        TermIndexBuilder(folder: folder).build(places, into: &storage)
        TopListBuilder(scanLimit: scanLimit, listLength: topListLength).build(into: &storage)
        storage.nameFlags = NameFlags.flags(of: storage)
        return storage
    }
}
