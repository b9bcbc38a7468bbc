import Foundation

/// Countries' names in the languages most travellers search in, as the Unicode CLDR writes them (read through
/// Foundation's `Locale`): GeoNames lists a country by its English name alone, so without these a Korean typing
/// 독일 or 괌, or a French person typing Allemagne, finds nothing.
struct CountryNameTranslations: Sendable {
    /// The languages searched in, as locales made once for every country.
    private let locales: [Locale]

    /// The languages most travellers write in; those whose names for countries would begin many other places'
    /// names in Latin letters (Finnish "Saksa", Estonian, Basque, …) are left out.
    static let travellersLanguages = [
        "ko", "ja", "zh-Hans", "zh-Hant", "ru", "uk", "ar", "fa", "he", "el", "th", "hi", "bn",
        "es", "fr", "de", "it", "pt", "nl", "pl", "sv", "da", "nb", "cs", "hu", "ro", "tr", "vi", "id",
    ]

    /// Creates the lookup for `languages`, CLDR locale identifiers (default: `travellersLanguages`).
    init(languages: [String] = Self.travellersLanguages) {
        locales = languages.map(Locale.init(identifier:))
    }

    // MARK: - Lookup

    /// The country's names in every language, in the languages' order, each once; none equal to `code`.
    func names(ofCountry code: String) -> [String] {
        var seen: Set<String> = [code]
        var names: [String] = []
        for locale in locales {
            guard let name = locale.localizedString(forRegionCode: code),
                seen.insert(name).inserted
            else { continue }
            names.append(name)
        }
        return names
    }
}
