import Foundation
import StaysDomain
import StaysMessages
import Swinject

/// Registers the message catalogues (those in the folder `STAYS_MESSAGES` names, else the shipped ones; a file that
/// fails to parse stops whatever needs them before it starts, with one sentence naming it), the words of the run's
/// language and the calendar its dates are written on.
struct MessagesAssembly: Assembly {
    /// A folder of `<language>.json` catalogues replacing the shipped ones, if given.
    let folder: URL?
    /// How the run's language is chosen.
    let language: LanguageChoice

    /// Reads the folder and the locale variables from `environment`; `language` is the `--lang` value, if given.
    init(environment: [String: String], language: String? = nil) {
        folder = environment["STAYS_MESSAGES"].map { URL(fileURLWithPath: $0, isDirectory: true) }
        self.language = LanguageChoice(option: language, environment: environment)
    }

    func assemble(container: Container) {
        let assembly = self
        let language = language
        container.provide(MessageCatalogs.self) { _ in try assembly.catalogs() }.inObjectScope(.container)
        container.provide((any Localizing).self) { resolver in
            let catalogs = try resolver.required(MessageCatalogs.self)
            let words = language.catalog(in: catalogs)
            if let unknown = language.unknownOption(in: catalogs) {
                let notice = words.text("app.cli.unknown-language", ["language": .text(unknown)])
                try resolver.required((any TextOutput).self).writeError(notice + "\n")
            }
            return words
        }.inObjectScope(.container)
        container.provide(Calendar.self) { resolver in
            var calendar = Calendar(identifier: .gregorian)
            calendar.locale = Locale(identifier: try resolver.required((any Localizing).self).localeIdentifier)
            return calendar
        }
    }

    /// The catalogues of the folder, else the shipped ones.
    func catalogs() throws -> MessageCatalogs {
        if let folder { return try MessageCatalogs(folder: folder) }
        return try MessageCatalogs.shipped()
    }
}
