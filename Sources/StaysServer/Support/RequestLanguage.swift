import Hummingbird
import StaysDomain
import StaysMessages

/// The language an answer names places in, read from `Accept-Language` as `ProblemTranslator` reads it: the
/// language of the catalogue the request's words come from, so names and words agree; without catalogues, the
/// first language the request asks for. A header that names no language (absent, `*`, malformed, absurdly long or
/// full of control characters) gets English.
struct RequestLanguage: Sendable {
    /// The header answers that name places vary by.
    static let vary: HTTPFields = [.vary: "Accept-Language"]

    let messages: MessageCatalogs?

    /// The language code for `request` (`ko`, `en`).
    func language(of request: Request) -> String {
        let preference = LanguagePreference(acceptLanguage: request.headers[.acceptLanguage] ?? "")
        guard let messages else { return preference.languages.first ?? LanguagePreference.fallbackLanguage }
        return messages.catalog(for: preference).languageCode
    }
}
