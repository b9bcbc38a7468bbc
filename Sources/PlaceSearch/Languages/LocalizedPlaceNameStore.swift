import StaysDomain
import Synchronization

/// Each language's `LocalizedPlaceNames`, worked out the first time a query asks for that language and kept for the
/// index's life; a language without an entry in `PlaceNameLanguage.all` has none.
final class LocalizedPlaceNameStore: Sendable {
    private let tables = Mutex<[String: LocalizedPlaceNames]>([:])

    /// Creates an empty store.
    init() {}

    /// The names of `index` in `language`, worked out now when first asked for (a country named by `words`'
    /// `place.country.<code>` takes that name); nil for no language or one without a script rule.
    func names(in language: String?, of index: PlaceIndex, words: (any Localizing)? = nil) -> LocalizedPlaceNames? {
        guard let language, let rule = PlaceNameLanguage.all[language] else { return nil }
        if let kept = tables.withLock({ $0[language] }) { return kept }
        let built = LocalizedPlaceNames(index: index, language: rule, words: words)
        tables.withLock { $0[language] = built }
        return built
    }
}
