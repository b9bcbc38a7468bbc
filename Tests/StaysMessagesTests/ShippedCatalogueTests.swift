import Foundation
import StaysDomain
import Testing

@testable import StaysMessages

/// The shipped catalogues agree with each other, so nothing is left in English by accident.
@Suite struct ShippedCatalogueTests {
    let catalogs: MessageCatalogs

    init() throws {
        catalogs = try MessageCatalogs.shipped()
    }

    @Test func englishAndKoreanShip() {
        #expect(catalogs.languages == ["en", "ko"])
        #expect(catalogs.catalogs["ko"]?.nativeName == "한국어")
    }

    @Test func everyCatalogueHasEveryKeyAnotherHas() {
        let all = catalogs.catalogs.values.reduce(into: Set<String>()) { $0.formUnion($1.messages.keys) }
        for catalog in catalogs.catalogs.values {
            let missing = all.subtracting(catalog.messages.keys).sorted()
            #expect(missing.isEmpty, "\(catalog.languageCode).json lacks \(missing)")
        }
    }

    @Test func everyTranslationUsesTheSameParametersAsEnglish() {
        for catalog in catalogs.catalogs.values where catalog.languageCode != "en" {
            for (key, template) in catalog.messages {
                let english = catalogs.fallback.messages[key]
                #expect(english?.parameters == template.parameters, "\(catalog.languageCode): \(key)")
            }
        }
    }

    @Test func koreanCountsWithCounters() throws {
        let korean = try #require(catalogs.catalogs["ko"])
        #expect(korean.text("common.nights", count: 7) == "7박")
        #expect(korean.text("common.guests", count: 2) == "게스트 2명")
        #expect(korean.text("common.stays", count: 1_234) == "숙소 1,234개")
    }

    @Test func englishPicksOneOrOther() {
        #expect(catalogs.fallback.text("common.nights", count: 1) == "1 night")
        #expect(catalogs.fallback.text("common.nights", count: 3) == "3 nights")
        #expect(catalogs.fallback.text("common.stays", count: 12_000) == "12,000 stays")
    }

    @Test func theCatalogueForAPreferenceFallsBackToEnglish() {
        #expect(catalogs.catalog(for: LanguagePreference(acceptLanguage: "ko-KR,ko;q=0.9")).languageCode == "ko")
        #expect(catalogs.catalog(for: LanguagePreference(acceptLanguage: "ko-KR")).localeIdentifier == "ko-KR")
        #expect(catalogs.catalog(for: LanguagePreference(acceptLanguage: "en-GB")).localeIdentifier == "en-GB")
        #expect(catalogs.catalog(for: LanguagePreference(acceptLanguage: "ko")).localeIdentifier == "ko-KR")
        #expect(catalogs.catalog(for: LanguagePreference(acceptLanguage: "xx-YY, fr")).languageCode == "en")
        #expect(catalogs.catalog(for: LanguagePreference(tags: [])).languageCode == "en")
    }
}
