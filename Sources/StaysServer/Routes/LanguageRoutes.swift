import Hummingbird
import StaysMessages
import StaysWire

/// `/api/v1/languages`: the languages Stays speaks, each with its own name and where its catalogue lies, so a new
/// language is one new catalogue file and no change to any front end.
struct LanguageRoutes {
    let messages: MessageCatalogs?

    /// Registers the route under `group`.
    func add(to group: RouterGroup<StaysRequestContext>) {
        group.get("languages") { _, _ in
            try WireResponse.json(LanguageListWire(languages: languages))
        }
    }

    /// English alone when the server has no catalogues.
    private var languages: [LanguageWire] {
        guard let messages else { return [LanguageWire(code: "en", name: "English", locale: "en-US", catalog: nil)] }
        return messages.languages.compactMap { code in
            messages.catalogs[code].map {
                LanguageWire(
                    code: code, name: $0.nativeName, locale: $0.localeIdentifier, catalog: "/web/messages/\(code).json")
            }
        }
    }
}
