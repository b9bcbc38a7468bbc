import StaysDomain

/// The words a subtitle puts around place names ("Region in …", "3 places · …"): English as the index is built
/// with, or a message catalogue's (`place.subtitle.*`) for a query in another language.
struct SubtitleWords: Sendable {
    /// The catalogue the words come from; nil for the index's English.
    let localizer: (any Localizing)?

    /// The words the index is built with.
    static let english = SubtitleWords(localizer: nil)

    // MARK: - Words

    /// The subtitle of a region: "Region in South Korea".
    func region(in country: String) -> String {
        localizer?.text("place.subtitle.region", ["country": .text(country)]) ?? "Region in \(country)"
    }

    /// The subtitle of a country.
    var country: String {
        localizer?.text("place.subtitle.country") ?? "Country"
    }

    /// The subtitle of a group: "3 places · United States, Canada +2 more" (`airports` when every member is one).
    func group(count: Int, airports: Bool, countries: [String], more: Int) -> String {
        let listed = countries.joined(separator: ", ")
        guard let localizer else {
            return "\(count) \(airports ? "airports" : "places") · \(listed)" + (more > 0 ? " +\(more) more" : "")
        }
        let members = localizer.text(airports ? "place.subtitle.airports" : "place.subtitle.places", count: count)
        let rest = more > 0 ? " " + localizer.text("place.subtitle.more", count: more) : ""
        return "\(members) · \(listed)\(rest)"
    }

    /// What a group lists for members in no country.
    var elsewhere: String {
        localizer?.text("place.subtitle.elsewhere") ?? "elsewhere"
    }
}
