import Foundation
import StaysDomain
import StaysMessages

// MARK: - Fixtures

extension MessageCatalogs {
    /// The catalogues that ship, read once for all tests.
    public static let shippedOnce: MessageCatalogs = {
        do {
            return try MessageCatalogs.shipped()
        } catch {
            preconditionFailure("the shipped catalogues do not load: \(error)")
        }
    }()
}

extension MessageCatalog {
    /// The shipped catalogue of `language` (English when it is missing), written for `locale` when given
    /// (`en-GB`, `ko-KR`).
    public static func shipped(_ language: String = "en", locale: String? = nil) -> MessageCatalog {
        let catalogs = MessageCatalogs.shippedOnce
        let catalog = catalogs.catalogs[language] ?? catalogs.fallback
        return locale.map { catalog.written(for: $0) } ?? catalog
    }
}

extension Calendar {
    /// A gregorian calendar in `locale` (`en_US`, `ko-KR`), as the composition root makes one for the words' locale.
    public static func gregorian(locale: String) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: locale)
        return calendar
    }
}
