import Testing

@testable import PlaceSearch

/// Which of a place's names in Hangul is shown, from names as GeoNames lists them (no tags, no order).
@Suite struct PlaceNameChooserTests {
    private let chooser = PlaceNameChooser(language: PlaceNameLanguage.all["ko"]!)

    @Test func theTranscriptionBeatsOldNamesAndFormalForms() {
        let seoul = ["경성", "서울", "서울시", "서울특별시", "한성", "한양"]
        #expect(chooser.best(of: seoul, mainName: "Seoul") == "서울")
    }

    @Test func aTranscriptionBeatsASinoKoreanReading() {
        #expect(chooser.best(of: ["도쿄", "동경"], mainName: "Tokyo") == "도쿄")
        #expect(chooser.best(of: ["베이징", "북경"], mainName: "Beijing") == "베이징")
        #expect(chooser.best(of: ["상하이", "상해"], mainName: "Shanghai") == "상하이")
    }

    @Test func aKindWordAfterTheNameIsLeftOff() {
        #expect(chooser.best(of: ["뉴욕", "뉴욕 시"], mainName: "New York City") == "뉴욕")
        #expect(chooser.best(of: ["오사카 시"], mainName: "Osaka") == "오사카")
    }

    @Test func aShortenedNameIsNotAFormalFormOfTheFullOne() {
        #expect(chooser.best(of: ["샌프란", "샌프란시스코"], mainName: "San Francisco") == "샌프란시스코")
    }

    @Test func theFullerOfTwoCloseSpellingsIsShown() {
        #expect(chooser.best(of: ["싱가포르", "싱가폴"], mainName: "Singapore") == "싱가포르")
        #expect(chooser.best(of: ["멜버른", "멜번"], mainName: "Melbourne") == "멜버른")
    }

    @Test func noNameGivesNone() {
        #expect(chooser.best(of: [], mainName: "Springfield") == nil)
    }

    @Test func onlyNamesWhollyInTheScriptCount() {
        let korean = PlaceNameLanguage.all["ko"]!
        #expect(korean.writes("서울"))
        #expect(korean.writes("포트 오브 스페인"))
        #expect(!korean.writes("Seoul"))
        #expect(!korean.writes("서울 Station"))
        #expect(!korean.writes("首尔"))
        #expect(!korean.writes("- 1"))
    }
}
