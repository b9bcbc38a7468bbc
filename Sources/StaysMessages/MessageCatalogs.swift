import Foundation
import StaysDomain

/// Every language Stays speaks, one catalogue file each (`Catalogues/en.json`, `Catalogues/ko.json`): a new language
/// is one new file. English is the fallback for missing messages and for languages nobody asked for.
public struct MessageCatalogs: Sendable {
    /// The catalogues by language code.
    public let catalogs: [String: MessageCatalog]
    /// Each catalogue's file bytes by language code, as the web app downloads them.
    public let files: [String: Data]
    /// The fallback language's catalogue.
    public let fallback: MessageCatalog

    /// The language codes, fallback first, then alphabetical.
    public var languages: [String] {
        let others = catalogs.keys.filter { $0 != fallback.languageCode }.sorted()
        return [fallback.languageCode] + others
    }

    /// Reads every `*.json` in `folder`; throws the first file's problem, or when there is no fallback catalogue.
    public init(folder: URL, fileManager: FileManager = .default) throws(MessageCatalogError) {
        let names = ((try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json") }
        var files: [String: Data] = [:]
        for name in names {
            guard let data = fileManager.contents(atPath: folder.appendingPathComponent(name).path) else {
                throw .malformed(file: name, reason: "it cannot be read")
            }
            files[String(name.dropLast(".json".count))] = data
        }
        try self.init(files: files)
    }

    /// Catalogues from file bytes keyed by language code.
    public init(files: [String: Data]) throws(MessageCatalogError) {
        let fallbackCode = LanguagePreference.fallbackLanguage
        guard let fallbackData = files[fallbackCode] else { throw .noFallback(language: fallbackCode) }
        let fallback = try MessageCatalogDecoder.catalog(
            from: fallbackData, file: "\(fallbackCode).json", fallback: nil)
        var catalogs = [fallbackCode: fallback]
        for (code, data) in files where code != fallbackCode {
            let catalog = try MessageCatalogDecoder.catalog(from: data, file: "\(code).json", fallback: fallback)
            guard catalog.languageCode == code else {
                throw .malformed(file: "\(code).json", reason: "its \"language\" is \(catalog.languageCode)")
            }
            catalogs[code] = catalog
        }
        self.catalogs = catalogs
        self.files = files
        self.fallback = fallback
    }

    /// The catalogues that ship with Stays.
    public static func shipped() throws(MessageCatalogError) -> MessageCatalogs {
        guard let folder = Bundle.module.url(forResource: "Catalogues", withExtension: nil) else {
            throw .noFallback(language: LanguagePreference.fallbackLanguage)
        }
        return try MessageCatalogs(folder: folder)
    }

    // MARK: - Choosing

    /// The catalogue for what the person asked for, written in their region's locale when they gave one.
    public func catalog(for preference: LanguagePreference) -> MessageCatalog {
        let language = preference.best(of: languages)
        let catalog = catalogs[language] ?? fallback
        return preference.locale(for: language).map { catalog.written(for: $0) } ?? catalog
    }
}
