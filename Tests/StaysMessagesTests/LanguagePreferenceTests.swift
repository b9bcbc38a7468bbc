import StaysDomain
import Testing

/// What people's software says about their language, read the way HTTP and POSIX define it.
@Suite struct LanguagePreferenceTests {
    @Test func acceptLanguageIsOrderedByQualityThenPosition() {
        let preference = LanguagePreference(acceptLanguage: "en;q=0.5, ko-KR, ja;q=0.8, fr;q=0")
        #expect(preference.languages == ["ko", "ja", "en"])
        #expect(preference.tags == ["ko-KR", "ja", "en"])
        #expect(preference.best(of: ["en", "ja"]) == "ja")
        #expect(preference.locale(for: "ko") == "ko-KR")
        #expect(preference.locale(for: "ja") == nil, "a bare language leaves the catalogue's own locale")
    }

    @Test func nonsenseAndWildcardsAskForNothing() {
        #expect(LanguagePreference(acceptLanguage: "*, ;;;, 12, \u{0}ko").languages.isEmpty)
        #expect(LanguagePreference(acceptLanguage: "").best(of: ["ko"]) == "en")
        #expect(LanguagePreference(acceptLanguage: String(repeating: "a", count: 10_000)).languages.isEmpty)
    }

    @Test func posixVariablesAreReadInTheirOrder() {
        #expect(LanguagePreference(environment: ["LANG": "ko_KR.UTF-8"]).tags == ["ko-KR"])
        #expect(LanguagePreference(environment: ["LANG": "ko_KR.UTF-8", "LC_ALL": "en_GB"]).tags == ["en-GB"])
        #expect(LanguagePreference(environment: ["LC_ALL": "", "LANG": "ko"]).languages == ["ko"])
        #expect(LanguagePreference(environment: ["LANG": "C.UTF-8"]).languages.isEmpty)
        #expect(LanguagePreference(environment: ["LANG": "POSIX"]).languages.isEmpty)
        #expect(LanguagePreference(environment: [:]).best(of: ["en", "ko"]) == "en")
    }
}
