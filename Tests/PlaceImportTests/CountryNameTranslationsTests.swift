import Testing

@testable import PlaceImport

/// Countries are searched by their names in the languages travellers write, as CLDR writes them.
@Suite struct CountryNameTranslationsTests {
    let translations = CountryNameTranslations()

    @Test func germanyIsNamedInKoreanJapaneseFrenchAndGerman() {
        let names = translations.names(ofCountry: "DE")
        for name in ["독일", "ドイツ", "Allemagne", "Deutschland", "Alemania"] {
            #expect(names.contains(name), "\(name)")
        }
    }

    @Test func islandsKoreansTravelToAreNamedInKorean() {
        #expect(translations.names(ofCountry: "GU").contains("괌"))
        #expect(translations.names(ofCountry: "MV").contains("몰디브"))
    }

    @Test func eachNameOnceAndNeverTheCode() {
        let names = translations.names(ofCountry: "FR")
        #expect(Set(names).count == names.count)
        #expect(!names.contains("FR"))
        #expect(names.contains("Frankreich"))
    }

    @Test func anUnknownCodeGivesNoName() {
        #expect(translations.names(ofCountry: "QQ").isEmpty)
        #expect(CountryNameTranslations(languages: []).names(ofCountry: "DE").isEmpty)
    }
}
