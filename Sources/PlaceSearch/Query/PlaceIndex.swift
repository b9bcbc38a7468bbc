import Foundation
import StaysDomain

/// The in-memory place index: suggestions as you type, nearby places and detail lists, all offline.
public final class PlaceIndex: Sendable {
    let storage: PlaceIndexStorage
    let folder: TextFolder
    let dictionary: TermDictionary
    let termTrie: TermTrie
    let placeDigests: [PlaceDigest]
    let nameDigests: [NameDigest]
    let scanLimit: Int
    let topLists: [[UInt8]: Int]
    let placesByKey: [String: Int32]
    let cityGrid: SpatialGrid
    let memberCounts: [Int32]
    let areaWords: AreaWords
    /// Each IANA time zone's most populous city (ties to the lower index), so "where am I" is one lookup.
    let mostPopulousCityByTimeZone: [String: Int]
    /// The places' names in other languages, worked out when a query first asks for one.
    let localizedNames = LocalizedPlaceNameStore()

    /// Wraps built or loaded storage and prepares the lookups that are cheaper to make than to store.
    init(storage: PlaceIndexStorage, folder: TextFolder) {
        self.storage = storage
        self.folder = folder
        scanLimit = Int(storage.scanLimit)
        dictionary = TermDictionary(pool: storage.terms)
        termTrie = TermTrie(pool: storage.terms)
        placeDigests = storage.placeDigests()
        nameDigests = storage.nameDigests()
        var topLists: [[UInt8]: Int] = [:]
        for prefix in 0..<storage.topPrefixes.count { topLists[Array(storage.topPrefixes.utf8(prefix))] = prefix }
        self.topLists = topLists
        var placesByKey: [String: Int32] = [:]
        placesByKey.reserveCapacity(storage.placeCount)
        var memberCounts = [Int32](repeating: 1, count: storage.placeCount)
        for place in 0..<storage.placeCount {
            placesByKey[storage.placeKeys.string(place)] = Int32(place)
            let members = storage.groupMemberStarts[place + 1] - storage.groupMemberStarts[place]
            if members > 0 { memberCounts[place] = Int32(members) }
        }
        let cityCode = PlaceKindCode.code(.city)
        var biggestByZone: [UInt32: Int] = [:]
        for place in 0..<storage.placeCount where storage.placeKinds[place] == cityCode {
            for area in [storage.placeRegions[place], storage.placeCountries[place]] where area >= 0 {
                memberCounts[Int(area)] += 1
            }
            let zone = UInt32(storage.placeTimeZones[place])
            if let biggest = biggestByZone[zone], storage.placePopulations[biggest] >= storage.placePopulations[place] {
                continue
            }
            biggestByZone[zone] = place
        }
        mostPopulousCityByTimeZone = Dictionary(
            uniqueKeysWithValues: biggestByZone.map { (storage.timeZones.string(Int($0.key)), $0.value) })
        self.placesByKey = placesByKey
        self.memberCounts = memberCounts
        areaWords = AreaWords(storage: storage)
        cityGrid = SpatialGrid(latitudes: storage.placeLatitudes, longitudes: storage.placeLongitudes) {
            storage.placeKinds[$0] == cityCode
        }
    }

    /// Loads an index file written by `stays places import`.
    public static func load(from url: URL) throws -> PlaceIndex {
        PlaceIndex(storage: try PlaceIndexFile.read(from: url), folder: TextFolder())
    }

    /// How many places, regions, countries, airports and groups the index holds.
    public var placeCount: Int { storage.placeCount }

    // MARK: - Places

    func kind(of place: Int) -> PlaceKind {
        PlaceKindCode.kind(storage.placeKinds[place])
    }

    func coordinate(of place: Int) -> Coordinate {
        Coordinate(
            latitude: Double(storage.placeLatitudes[place]) / 100_000,
            longitude: Double(storage.placeLongitudes[place]) / 100_000)
    }

    func mainName(of place: Int) -> String {
        storage.names.string(Int(storage.placeNameStarts[place]))
    }

    func members(of place: Int) -> ArraySlice<Int32> {
        storage.groupMembers[Int(storage.groupMemberStarts[place])..<Int(storage.groupMemberStarts[place + 1])]
    }

    func nameTerms(of name: Int) -> ArraySlice<Int32> {
        storage.nameTerms[Int(storage.nameTermStarts[name])..<Int(storage.nameTermStarts[name + 1])]
    }

    func names(of place: Int) -> Range<Int> {
        Int(storage.placeNameStarts[place])..<Int(storage.placeNameStarts[place + 1])
    }

    func place(at index: Int) -> Place {
        Place(
            id: PlaceID(storage.placeKeys.string(index)), kind: kind(of: index), name: mainName(of: index),
            subtitle: storage.placeSubtitles.string(index), coordinate: coordinate(of: index),
            countryCode: storage.placeCountryCodes.string(index), population: Int(storage.placePopulations[index]),
            timeZone: storage.timeZones.string(Int(storage.placeTimeZones[index])))
    }

    /// Indices of the cities for which `belongs` is true, in index order.
    func cities(where belongs: (Int) -> Bool) -> [Int] {
        let city = PlaceKindCode.code(.city)
        return (0..<placeCount).filter { storage.placeKinds[$0] == city && belongs($0) }
    }

    func isInside(_ bounds: SearchBounds?, place: Int) -> Bool {
        guard let bounds else { return true }
        if kind(of: place) == .group {
            return members(of: place).contains { isInside(bounds, place: Int($0)) }
        }
        switch bounds {
        case .country(let code):
            return storage.placeCountryCodes.utf8(place).elementsEqual(code.uppercased().utf8)
        case .box(let box):
            return box.contains(coordinate(of: place))
        }
    }
}
