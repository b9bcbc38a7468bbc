import ArgumentParser

/// `--lang CODE`: the language a command writes its words for people in (tables, summaries, the interactive search,
/// errors); its JSON stays the same in every language.
struct LanguageOptions: ParsableArguments {
    @Option(
        name: .customLong("lang"),
        help: "The language to write in, e.g. ko or en-GB (default: LC_ALL, LC_MESSAGES or LANG, else English).")
    var code: String?
}
