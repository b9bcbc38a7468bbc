import Hummingbird
import StaysDomain
import StaysMessages
import StaysWire

/// Writes a problem's `title` and `detail` in the language the request asked for (`Accept-Language`), from the
/// catalogues' `status.<status>` and `problem.<code>` messages; its `code`, `type` and values never change. English
/// keeps the server's own sentences, written for developers.
struct ProblemTranslator: Sendable {
    let messages: MessageCatalogs

    /// `problem` in the request's language, or unchanged when that is English.
    func translated(_ problem: Problem, for request: Request) -> Problem {
        let preference = LanguagePreference(acceptLanguage: request.headers[.acceptLanguage] ?? "")
        let catalog = messages.catalog(for: preference)
        guard catalog.languageCode != messages.fallback.languageCode else { return problem }
        var translated = problem
        let statusKey = "status.\(problem.status.code)"
        if catalog.has(statusKey) { translated.title = catalog.text(statusKey) }
        let arguments = ProblemWording(words: catalog).arguments(of: problem.values)
        translated.detail = catalog.text(detailKey(for: problem), arguments)
        translated.headers[.contentLanguage] = catalog.languageCode
        return translated
    }

    // MARK: - Keys

    /// The message for the problem's code, else one for its kind of failure.
    private func detailKey(for problem: Problem) -> String {
        if let code = problem.code, code != .invalidRequest { return "problem.\(code.rawValue)" }
        switch problem.status.code {
        case 404: return "problem.not-found"
        case 429, 503: return "problem.busy"
        case 500...: return "problem.server-failed"
        default: return "problem.invalid-request"
        }
    }
}
