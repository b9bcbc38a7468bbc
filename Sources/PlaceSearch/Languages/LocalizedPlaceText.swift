import StaysDomain

/// A place's name and subtitle as a query in some language shows them: the names `LocalizedPlaceNames` has in
/// place of the main names, in the title and in every area the subtitle names, with the language's words; a
/// query in no language with names (English) shows what the index stores.
struct LocalizedPlaceText {
    let index: PlaceIndex
    /// The names in the query's language; nil shows the index's own text.
    let names: LocalizedPlaceNames?
    /// The words around names in the query's language.
    let words: SubtitleWords

    /// The text for `language`, with its words from `catalogues` when it has one.
    init(index: PlaceIndex, language: String?, catalogues: [String: any Localizing]) {
        self.index = index
        let localizer = language.flatMap { catalogues[$0] }
        names = index.localizedNames.names(in: language, of: index, words: localizer)
        words = SubtitleWords(localizer: names == nil ? nil : localizer)
    }

    // MARK: - Text

    /// The place's name in the language, else its main name.
    func name(of place: Int) -> String {
        names?.name(of: place) ?? index.mainName(of: place)
    }

    /// The line under the place's name.
    func subtitle(of place: Int) -> String {
        let stored = index.storage.placeSubtitles.string(place)
        guard names != nil else { return stored }
        switch index.kind(of: place) {
        case .country: return words.country
        case .region: return words.region(in: area(index.storage.placeCountries[place], orCode: place).local)
        case .city: return localizedAreas(stored, of: place, region: index.storage.placeRegions[place])
        case .airport: return localizedAirport(stored, of: place)
        case .group: return localizedGroup(place)
        }
    }

    /// The place with its name and subtitle in the language.
    func place(at place: Int) -> Place {
        let stored = index.place(at: place)
        guard names != nil else { return stored }
        return Place(
            id: stored.id, kind: stored.kind, name: name(of: place), subtitle: subtitle(of: place),
            coordinate: stored.coordinate, countryCode: stored.countryCode, population: stored.population,
            timeZone: stored.timeZone)
    }

    /// The same results with their places in the language.
    func localized(_ results: [PlaceWithDistance]) -> [PlaceWithDistance] {
        guard names != nil else { return results }
        return results.map { result in
            guard let place = index.placesByKey[result.place.id.rawValue] else { return result }
            return PlaceWithDistance(place: self.place(at: Int(place)), distanceKilometres: result.distanceKilometres)
        }
    }

    // MARK: - Areas

    /// An area's name as the index stores it and in the language; for no area, the place's country code, as the
    /// index's subtitles write it.
    private func area(_ area: Int32, orCode place: Int) -> (stored: String, local: String) {
        guard area >= 0 else {
            let code = index.storage.placeCountryCodes.string(place)
            return (code, code)
        }
        return (index.mainName(of: Int(area)), name(of: Int(area)))
    }

    /// "Locality, Region, Country" with the region and country in the language; a locality stays as stored.
    private func localizedAreas(_ stored: String, of place: Int, region: Int32) -> String {
        let country = area(index.storage.placeCountries[place], orCode: place)
        let regionName = region >= 0 ? area(region, orCode: place) : nil
        let storedAreas = SubtitleComposer.joined([regionName?.stored, country.stored])
        let localAreas = [regionName?.local, country.local]
        if stored == storedAreas { return SubtitleComposer.joined(localAreas) }
        guard stored.hasSuffix(", " + storedAreas) else { return stored }
        return SubtitleComposer.joined([String(stored.dropLast(storedAreas.count + 2))] + localAreas)
    }

    /// "ICN · Seoul, South Korea" with the served city and the country in the language.
    private func localizedAirport(_ stored: String, of place: Int) -> String {
        let parts = stored.components(separatedBy: " · ")
        let code = parts.count == 2 ? parts[0] + " · " : ""
        let location = parts.count == 2 ? parts[1] : stored
        let countryIndex = index.storage.placeCountries[place]
        let country = area(countryIndex, orCode: place)
        guard location != country.stored else { return code + country.local }
        guard location.hasSuffix(", " + country.stored) else { return stored }
        let locality = String(location.dropLast(country.stored.count + 2))
        let localLocality = names?.cityName(index.folder.fold(locality).phrase, inCountry: countryIndex) ?? locality
        return code + SubtitleComposer.joined([localLocality, country.local])
    }

    /// "3 places · United States, Canada +2 more" with the countries and words in the language.
    private func localizedGroup(_ group: Int) -> String {
        let members = index.members(of: group)
        let ranked = GroupCountries.ranked(members.map { index.storage.placeCountries[Int($0)] })
        return words.group(
            count: members.count, airports: members.allSatisfy { index.kind(of: Int($0)) == .airport },
            countries: ranked.prefix(2).map { $0 >= 0 ? name(of: Int($0)) : words.elsewhere },
            more: max(0, ranked.count - 2))
    }
}
