/// The language a place's name is shown in: a primary language subtag (`ko`), read from whatever a person's
/// software sent. Anything that is not a language tag (too long, control characters, `*`) is no language, so
/// names stay as the index has them.
public enum PlaceLanguage {
    /// The primary subtag of `tag`, lower case (`ko` from `ko-KR` or `ko_KR`), or nil when `tag` is none.
    public static func code(_ tag: String?) -> String? {
        guard let tag, tag.utf8.count <= 35 else { return nil }
        return LanguagePreference(tags: [tag]).languages.first
    }
}
