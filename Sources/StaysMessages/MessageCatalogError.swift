/// Why a catalogue file cannot be used; each says it in one sentence that names the file.
public enum MessageCatalogError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file is not a catalogue: not JSON, or a member missing or of the wrong kind.
    case malformed(file: String, reason: String)
    /// A plural message lacks a form its language's rule needs.
    case missingPluralForm(file: String, key: String, form: String)
    /// No catalogue ships for the fallback language.
    case noFallback(language: String)

    /// One sentence for the log or the terminal.
    public var description: String {
        switch self {
        case .malformed(let file, let reason): "The message catalogue \(file) cannot be read: \(reason)."
        case .missingPluralForm(let file, let key, let form):
            "The message catalogue \(file) gives no \"\(form)\" form for \(key)."
        case .noFallback(let language): "No message catalogue ships for the fallback language \(language)."
        }
    }
}
