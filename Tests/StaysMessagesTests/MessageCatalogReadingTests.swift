import Foundation
import StaysDomain
import StaysMessages
import Testing

/// Catalogue files are read strictly: a broken one is refused with a sentence naming it, never half-used.
@Suite struct MessageCatalogReadingTests {
    static let english = #"""
        {"language": "en", "name": "English", "locale": "en-US", "plural": "one-other",
         "messages": {"greeting": "Hello, {name}", "nights": {"one": "{count} night", "other": "{count} nights"},
                      "only.english": "Only here"}}
        """#

    func catalogs(_ files: [String: String]) throws -> MessageCatalogs {
        try MessageCatalogs(files: files.mapValues { Data($0.utf8) })
    }

    @Test func parametersAreFilledAndUnknownOnesKept() throws {
        let english = try catalogs(["en": Self.english]).fallback
        #expect(english.text("greeting", ["name": "Ana"]) == "Hello, Ana")
        #expect(english.text("greeting") == "Hello, {name}")
        #expect(english.text("nights") == "{count} nights")
    }

    @Test func aMissingKeyFallsBackToEnglishThenToTheKey() throws {
        let korean = #"{"language": "ko", "name": "한국어", "locale": "ko-KR", "plural": "other", "messages": {}}"#
        let loaded = try catalogs(["en": Self.english, "ko": korean])
        #expect(loaded.catalogs["ko"]?.text("only.english") == "Only here")
        #expect(loaded.catalogs["ko"]?.text("nowhere.at.all") == "nowhere.at.all")
    }

    @Test func aFileThatIsNotJSONIsRefusedByName() {
        #expect(throws: MessageCatalogError.malformed(file: "ko.json", reason: "it is not a JSON object")) {
            try catalogs(["en": Self.english, "ko": "{not json"])
        }
    }

    @Test func aPluralMissingAFormIsRefused() {
        let broken = Self.english.replacingOccurrences(of: #""one": "{count} night", "#, with: "")
        #expect(throws: MessageCatalogError.missingPluralForm(file: "en.json", key: "nights", form: "one")) {
            try catalogs(["en": broken])
        }
    }

    @Test func anUnknownPluralRuleOrWrongLanguageIsRefused() throws {
        let rule = Self.english.replacingOccurrences(of: "one-other", with: "sometimes")
        #expect(throws: MessageCatalogError.self) { try catalogs(["en": rule]) }
        let mislabelled = Self.english.replacingOccurrences(of: #""language": "en""#, with: #""language": "de""#)
        #expect(throws: MessageCatalogError.self) { try catalogs(["en": Self.english, "ko": mislabelled]) }
    }

    @Test func withoutEnglishNothingLoads() {
        #expect(throws: MessageCatalogError.noFallback(language: "en")) { try catalogs([:]) }
        #expect(MessageCatalogError.noFallback(language: "en").description.hasSuffix("en."))
    }
}
