/// Words for people in one language, looked up by key (`"when.nights"`), never by an English sentence.
public protocol Localizing: Sendable {
    /// The language the words are in, e.g. `ko`.
    var languageCode: String { get }
    /// The locale dates and numbers are written in, e.g. `ko-KR`.
    var localeIdentifier: String { get }
    /// The message for `key` with its `{name}` parameters filled in; a plural message picks its form by `count`.
    func text(_ key: String, _ arguments: [String: MessageArgument]) -> String
    /// Whether there are words for `key`, so a caller can fall back to its own (a country's CLDR name) instead.
    func has(_ key: String) -> Bool
}

extension Localizing {
    /// The message for `key`, which takes no parameters.
    public func text(_ key: String) -> String {
        text(key, [:])
    }

    /// The plural message for `key` in the form `count` asks for, with `{count}` and any other parameters filled in.
    public func text(_ key: String, count: Int, _ arguments: [String: MessageArgument] = [:]) -> String {
        text(key, arguments.merging(["count": .number(count)]) { _, counted in counted })
    }
}
