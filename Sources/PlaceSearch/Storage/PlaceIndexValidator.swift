/// Checks that the arrays of a decoded index agree, so a damaged file fails at load and never mid-query.
enum PlaceIndexValidator {
    /// Throws `.inconsistent` when any length or reference is out of place.
    static func validate(_ storage: PlaceIndexStorage) throws(PlaceIndexFileError) {
        let places = storage.placeCount
        let names = storage.names.count
        let terms = storage.terms.count
        let perPlaceCounts = [
            storage.placeKeys.count, storage.placeLatitudes.count, storage.placeLongitudes.count,
            storage.placePopulations.count, storage.placeImportance.count, storage.placeCountries.count,
            storage.placeRegions.count, storage.placeCountryCodes.count, storage.placeTimeZones.count,
            storage.placeSubtitles.count, storage.placeNameStarts.count - 1, storage.groupMemberStarts.count - 1,
        ]
        guard perPlaceCounts.allSatisfy({ $0 == places }) else { throw .inconsistent }
        guard storage.nameOwners.count == names, storage.nameTermStarts.count == names + 1,
            storage.nameFlags.count == names
        else {
            throw .inconsistent
        }
        guard storage.postingStarts.count == terms + 1, storage.topNameStarts.count == storage.topPrefixes.count + 1
        else { throw .inconsistent }
        try checkStarts(storage.placeNameStarts, end: names)
        try checkStarts(storage.groupMemberStarts, end: storage.groupMembers.count)
        try checkStarts(storage.nameTermStarts, end: storage.nameTerms.count)
        try checkStarts(storage.postingStarts, end: storage.postings.count)
        try checkStarts(storage.topNameStarts, end: storage.topNames.count)
        try checkReferences(storage.groupMembers, below: places, allowingMissing: false)
        try checkReferences(storage.placeCountries, below: places, allowingMissing: true)
        try checkReferences(storage.placeRegions, below: places, allowingMissing: true)
        try checkReferences(storage.nameOwners, below: places, allowingMissing: false)
        try checkReferences(storage.nameTerms, below: terms, allowingMissing: false)
        try checkReferences(storage.postings, below: names, allowingMissing: false)
        try checkReferences(storage.topNames, below: names, allowingMissing: false)
        guard storage.placeTimeZones.allSatisfy({ Int($0) < storage.timeZones.count }) else { throw .inconsistent }
    }

    private static func checkStarts(_ starts: [UInt32], end: Int) throws(PlaceIndexFileError) {
        guard starts.first == 0, let last = starts.last, Int(last) == end else { throw .inconsistent }
        var previous: UInt32 = 0
        for start in starts {
            guard start >= previous else { throw .inconsistent }
            previous = start
        }
    }

    private static func checkReferences(
        _ references: [Int32], below count: Int, allowingMissing: Bool
    ) throws(PlaceIndexFileError) {
        let lowest: Int32 = allowingMissing ? -1 : 0
        guard references.allSatisfy({ $0 >= lowest && Int($0) < count }) else { throw .inconsistent }
    }
}
