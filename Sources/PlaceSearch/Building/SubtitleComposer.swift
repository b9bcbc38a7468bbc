import StaysDomain

/// Writes the line under a place's name: "Illinois, United States", "ICN · Seoul, South Korea", ...
struct SubtitleComposer {
    private let places: [SourcePlace]
    private let built: [BuildPlace]
    private var namesakesInRegion: [String: Int] = [:]

    /// Prepares to write subtitles, counting cities that share a name within one region.
    init(places: [SourcePlace], built: [BuildPlace], folder: TextFolder) {
        self.places = places
        self.built = built
        for (index, place) in places.enumerated() where place.kind == .city {
            namesakesInRegion[Self.namesakeKey(folder.fold(place.name).phrase, built[index]), default: 0] += 1
        }
        self.folder = folder
    }

    private let folder: TextFolder

    /// The subtitle of source place `index`.
    func subtitle(for index: Int) -> String {
        let place = places[index]
        let region = name(of: built[index].regionIndex)
        let country = name(of: built[index].countryIndex) ?? place.countryCode
        switch place.kind {
        case .city, .group:
            let key = Self.namesakeKey(folder.fold(place.name).phrase, built[index])
            let locality = (namesakesInRegion[key] ?? 0) > 1 ? place.locality : nil
            return Self.joined([locality, region, country])
        case .region:
            return SubtitleWords.english.region(in: country)
        case .country:
            return SubtitleWords.english.country
        case .airport:
            let location = Self.joined([place.locality, country])
            return place.code.map { "\($0) · \(location)" } ?? location
        }
    }

    /// Parts joined by commas, skipping empty ones and a part that repeats the one before it.
    static func joined(_ parts: [String?]) -> String {
        var kept: [String] = []
        for case let part? in parts where !part.isEmpty && kept.last != part {
            kept.append(part)
        }
        return kept.joined(separator: ", ")
    }

    private func name(of index: Int32) -> String? {
        index >= 0 ? built[Int(index)].names[0] : nil
    }

    private static func namesakeKey(_ phrase: [UInt8], _ place: BuildPlace) -> String {
        "\(place.regionIndex)|\(place.countryIndex)|" + String(decoding: phrase, as: UTF8.self)
    }
}
