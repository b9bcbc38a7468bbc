import StaysDomain
import StaysMessages

/// The language a run writes in: `--lang` when given, else the POSIX locale variables of the environment (`LC_ALL`,
/// `LC_MESSAGES`, `LANG`, e.g. `ko_KR.UTF-8`), else English. A `--lang` Stays has no catalogue for falls back to
/// English, and the run says so once.
struct LanguageChoice: Sendable {
    /// The `--lang` value, if given.
    let option: String?
    /// The process environment.
    let environment: [String: String]

    /// What the person asked for.
    var preference: LanguagePreference {
        option.map { LanguagePreference(tags: [$0]) } ?? LanguagePreference(environment: environment)
    }

    /// The catalogue chosen among `catalogs`, written for the region asked for (`en-GB` starts weeks on Monday).
    func catalog(in catalogs: MessageCatalogs) -> MessageCatalog {
        catalogs.catalog(for: preference)
    }

    /// The `--lang` value when `catalogs` has no language for it, else nil.
    func unknownOption(in catalogs: MessageCatalogs) -> String? {
        guard let option else { return nil }
        let asked = LanguagePreference(tags: [option]).languages.first
        return asked.map(catalogs.languages.contains) == true ? nil : option
    }
}
