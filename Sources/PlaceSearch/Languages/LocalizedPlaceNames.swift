import Foundation
import StaysDomain

/// The names of the index's places in one language, worked out once from the index (tens of milliseconds) and
/// kept: a place's own name in the language's script (`PlaceNameChooser`); a country's name as CLDR writes it
/// (through Foundation's `Locale`, since GeoNames lists countries by their English names only); a region's name
/// borrowed from the most important city in it named like it (`namesake(of:in:)`); a group of namesakes named as
/// its most important member. A place missing here keeps its main name.
struct LocalizedPlaceNames: Sendable {
    /// The language's code, e.g. `ko`.
    let language: String
    private let names: [Int32: String]
    private let cityNamesByCountry: [CountryName: String]

    /// A city's main name, folded, within its country: how an airport's served city is found.
    private struct CountryName: Hashable {
        let country: Int32
        let phrase: [UInt8]
    }

    // MARK: - Reading

    /// The place's name in the language, or nil when the index has none.
    func name(of place: Int) -> String? {
        names[Int32(place)]
    }

    /// The name in the language of the most important city of `country` whose main name folds to `phrase`.
    func cityName(_ phrase: [UInt8], inCountry country: Int32) -> String? {
        cityNamesByCountry[CountryName(country: country, phrase: phrase)]
    }

    // MARK: - Building

    /// The names in `language` of every place of `index`; a country's is CLDR's unless `words` has a message
    /// `place.country.<code>` for it (CLDR as Foundation ships it names China "중국 본토", "China mainland").
    init(index: PlaceIndex, language: PlaceNameLanguage, words: (any Localizing)? = nil) {
        self.language = language.code
        let storage = index.storage
        let chooser = PlaceNameChooser(language: language)
        var names: [Int32: String] = [:]
        for place in 0..<storage.placeCount {
            let own = index.names(of: place).compactMap { name -> String? in
                let bytes = storage.names.utf8(name)
                guard let first = bytes.first, first >= 0x80 else { return nil }
                let text = storage.names.string(name)
                return language.writes(text) ? text : nil
            }
            if !own.isEmpty, let best = chooser.best(of: own, mainName: index.mainName(of: place)) {
                names[Int32(place)] = best
            }
        }
        let locale = Locale(identifier: language.code)
        for place in 0..<storage.placeCount where index.kind(of: place) == .country {
            let code = storage.placeCountryCodes.string(place)
            let key = "place.country.\(code)"
            let chosen = words.flatMap { $0.has(key) ? $0.text(key) : nil }
            if let name = chosen ?? locale.localizedString(forRegionCode: code), name != code {
                names[Int32(place)] = name
            }
        }
        var cities: [CountryName: (name: String, importance: Float)] = [:]
        for (place, name) in names where index.kind(of: Int(place)) == .city {
            let key = CountryName(
                country: storage.placeCountries[Int(place)],
                phrase: index.folder.fold(index.mainName(of: Int(place))).phrase)
            let importance = storage.placeImportance[Int(place)]
            if let kept = cities[key], kept.importance >= importance { continue }
            cities[key] = (name, importance)
        }
        Self.nameRegions(of: index, into: &names)
        Self.nameGroups(of: index, into: &names)
        self.names = names
        cityNamesByCountry = cities.mapValues(\.name)
    }

    /// Names each region as its namesake city, when it has one.
    private static func nameRegions(of index: PlaceIndex, into names: inout [Int32: String]) {
        for region in 0..<index.placeCount where index.kind(of: region) == .region && names[Int32(region)] == nil {
            if let name = namesake(of: region, in: index, names: names) { names[Int32(region)] = name }
        }
    }

    /// The name of the most important city in `region` whose main name is the region's (Seoul, Tokyo), or that has
    /// the region's name among its names when its name in the language reads nearer the region's name than its
    /// own main name (New York State is 뉴욕 after New York City, but Oklahoma is not 오클라호마시티).
    private static func namesake(of region: Int, in index: PlaceIndex, names: [Int32: String]) -> String? {
        let storage = index.storage
        let regionName = index.mainName(of: region)
        let folded = index.folder.fold(regionName)
        guard !folded.tokens.isEmpty,
            let found = index.dictionary.exactTerm(folded.tokens.count == 1 ? folded.tokens[0] : folded.phrase)
        else { return nil }
        var best: (name: String, importance: Float)?
        for posting in storage.postings[Int(storage.postingStarts[found])..<Int(storage.postingStarts[found + 1])] {
            let city = Int(storage.nameOwners[Int(posting)])
            let importance = storage.placeImportance[city]
            guard storage.placeRegions[city] == Int32(region), index.kind(of: city) == .city,
                best.map({ importance > $0.importance }) ?? true,
                index.nameTerms(of: Int(posting)).count == folded.tokens.count, let name = names[Int32(city)]
            else { continue }
            let cityName = index.mainName(of: city)
            if index.folder.fold(cityName).phrase != folded.phrase {
                let reading = PlaceNameChooser.reading(of: name)
                let nearRegion = PlaceNameChooser.distance(reading, PlaceNameChooser.reading(of: regionName))
                guard nearRegion < PlaceNameChooser.distance(reading, PlaceNameChooser.reading(of: cityName)) else {
                    continue
                }
            }
            best = (name, importance)
        }
        return best?.name
    }

    /// Names each group of namesakes (`group:name:…`) as its most important member, when that member has a name.
    private static func nameGroups(of index: PlaceIndex, into names: inout [Int32: String]) {
        for group in 0..<index.placeCount where index.kind(of: group) == .group {
            guard index.storage.placeKeys.utf8(group).starts(with: "group:name:".utf8),
                let first = index.members(of: group).first, let name = names[first]
            else { continue }
            names[Int32(group)] = name
        }
    }
}
