import ArgumentParser
import StaysDomain

/// `--lang CODE`: the language the `stays places …` commands name places in (`ko`: 서울, 대한민국), where the index
/// has the names; other places, and runs without it, keep the index's main names.
struct PlaceLanguageOption: ParsableArguments {
    @Option(
        name: .customLong("lang"),
        help: "Name places in this language where the index can (ko); else as the index does.")
    var tag: String?

    /// The language code, or nil when none was given.
    var language: String? { PlaceLanguage.code(tag) }

    func validate() throws {
        if let tag, language == nil {
            throw ValidationError("--lang \(tag.prefix(40)) is not a language tag such as ko")
        }
    }
}
