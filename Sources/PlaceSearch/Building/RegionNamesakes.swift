/// Keeps a region below the city in it that bears its name (the region's without "Region", "Province" or
/// "Prefecture", among the city's names): a stay is booked in the city, so "mecca" is Makkah before Mecca Region.
struct RegionNamesakes {
    /// How far a region stays below its namesake city.
    static let step: Float = 0.01
    /// Words a region's name carries that its city's does not ("Mecca Region").
    static let regionWords: Set<[UInt8]> = Set(["region", "province", "prefecture"].map { Array($0.utf8) })

    let folder: TextFolder

    // MARK: - Capping

    /// The places with each region's importance lowered below its namesake city's, where it stood above it.
    func capped(_ places: [BuildPlace]) -> [BuildPlace] {
        let regionNames = Dictionary(
            uniqueKeysWithValues: places.indices.filter { places[$0].kind == .region }.map { index in
                (Int32(index), bareName(places[index].names[0]))
            })
        var namesakes: [Int32: Float] = [:]
        for city in places where city.kind == .city {
            guard let regionName = regionNames[city.regionIndex],
                city.names.contains(where: { folder.fold($0).phrase == regionName })
            else { continue }
            namesakes[city.regionIndex] = max(namesakes[city.regionIndex] ?? -.infinity, city.importance)
        }
        var capped = places
        for (region, cityImportance) in namesakes {
            capped[Int(region)].importance = min(capped[Int(region)].importance, cityImportance - Self.step)
        }
        return capped
    }

    /// The region's folded name without the words that say it is a region.
    private func bareName(_ name: String) -> [UInt8] {
        let tokens = folder.fold(name).tokens
        let bare = tokens.filter { !Self.regionWords.contains($0) }
        return FoldedText(tokens: bare.isEmpty ? tokens : bare, endsInsideWord: false).phrase
    }
}
