import StaysDomain

/// Turns source places and groups into indexed places: links regions and countries, derives groups of
/// shared names, computes importance and subtitles.
struct PlaceAssembler {
    /// Fewest cities sharing a name before they are offered as one group.
    let minimumGroupSize: Int
    let folder: TextFolder
    let importance = ImportanceModel()

    // MARK: - Assembling

    /// All places of the index, source places first, then groups.
    func assemble(_ source: PlaceSourceData) -> [BuildPlace] {
        let places = source.places
        var indexByKey: [String: Int32] = [:]
        for (index, place) in places.enumerated() { indexByKey[place.key] = Int32(index) }
        var built = places.map { place in
            BuildPlace(
                key: place.key, kind: place.kind, names: Self.distinctNames(place.name, place.alternateNames),
                coordinate: place.coordinate, population: place.population,
                importance: importance.importance(
                    kind: place.kind, population: place.population, isCapital: place.isCapital, name: place.name,
                    code: place.code, isMinorAirfield: place.isMinorAirfield,
                    alternateNames: place.alternateNames.count, isUnscheduledField: place.isUnscheduledField,
                    airGateway: place.airGateway),
                countryIndex: indexByKey["country:\(place.countryCode)"] ?? -1,
                regionIndex: place.regionKey.flatMap { indexByKey[$0] } ?? -1,
                countryCode: place.countryCode, timeZone: place.timeZone, subtitle: "", members: [],
                isMinorAirfield: place.isMinorAirfield)
        }
        built = RegionNamesakes(folder: folder).capped(built)
        let subtitles = SubtitleComposer(places: places, built: built, folder: folder)
        for index in built.indices { built[index].subtitle = subtitles.subtitle(for: index) }
        built += nameGroups(in: built)
        built += source.groups.compactMap { group(from: $0, indexByKey: indexByKey, places: built) }
        return built
    }

    /// The main name followed by the other names, without repeats or blanks; a name with apostrophes also
    /// appears without them ("ohare" finds O'Hare, "xian" Xi'an), "Saint …" and "St. …" each also appear in the
    /// other spelling, and short words such as "Mt" or "Afb" are spelled out (and the reverse) anywhere in a name.
    static func distinctNames(_ name: String, _ alternates: [String]) -> [String] {
        var seen: Set<String> = []
        var names: [String] = []
        for candidate in [name] + alternates where !candidate.isEmpty {
            for variant in [candidate] + spellingVariants(of: candidate) where seen.insert(variant).inserted {
                names.append(variant)
            }
        }
        return names
    }

    private static func spellingVariants(of name: String) -> [String] {
        var variants: [String] = []
        let withoutApostrophes = name.filter { !"'’ʼ`".contains($0) }
        if withoutApostrophes != name { variants.append(withoutApostrophes) }
        for (long, short) in [("Saint ", "St. "), ("Saint-", "St-"), ("St. ", "Saint "), ("St ", "Saint ")]
        where name.hasPrefix(long) {
            variants.append(short + name.dropFirst(long.count))
        }
        return variants + NameAbbreviations.variants(of: name)
    }

    // MARK: - Groups

    private func nameGroups(in places: [BuildPlace]) -> [BuildPlace] {
        var membersByName: [[UInt8]: [Int32]] = [:]
        for (index, place) in places.enumerated() where place.kind == .city {
            let phrase = folder.fold(place.names[0]).phrase
            guard !phrase.isEmpty else { continue }
            membersByName[phrase, default: []].append(Int32(index))
        }
        return
            membersByName
            .filter { $0.value.count >= minimumGroupSize }
            .sorted { $0.key.lexicographicallyPrecedes($1.key) }
            .map { phrase, members in
                let key =
                    "group:name:" + String(decoding: phrase, as: UTF8.self).replacingOccurrences(of: " ", with: "-")
                return makeGroup(key: key, names: nil, members: members, places: places, airports: false)
            }
    }

    private func group(from source: SourceGroup, indexByKey: [String: Int32], places: [BuildPlace]) -> BuildPlace? {
        let members = source.memberKeys.compactMap { indexByKey[$0] }
        guard !members.isEmpty else { return nil }
        let names = Self.distinctNames(source.name, source.alternateNames)
        let airports = members.allSatisfy { places[Int($0)].kind == .airport }
        return makeGroup(key: source.key, names: names, members: members, places: places, airports: airports)
    }

    private func makeGroup(
        key: String, names: [String]?, members: [Int32], places: [BuildPlace], airports: Bool
    ) -> BuildPlace {
        let sorted = members.sorted { places[Int($0)].importance > places[Int($1)].importance }
        let best = places[Int(sorted[0])]
        let countries = Dictionary(grouping: sorted) { places[Int($0)].countryIndex }
        let countryCode = countries.count == 1 ? best.countryCode : ""
        let ranked = GroupCountries.ranked(sorted.map { places[Int($0)].countryIndex })
        let words = SubtitleWords.english
        let subtitle = words.group(
            count: sorted.count, airports: airports,
            countries: ranked.prefix(2).map { $0 >= 0 ? places[Int($0)].names[0] : words.elsewhere },
            more: max(0, ranked.count - 2))
        return BuildPlace(
            key: key, kind: .group, names: names ?? [best.names[0]], coordinate: best.coordinate,
            population: sorted.reduce(0) { $0 + places[Int($1)].population },
            importance: importance.groupImportance(bestMember: best.importance),
            countryIndex: countries.count == 1 ? best.countryIndex : -1, regionIndex: -1,
            countryCode: countryCode, timeZone: best.timeZone, subtitle: subtitle, members: sorted)
    }
}
