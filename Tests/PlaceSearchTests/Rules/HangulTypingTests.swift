import StaysDomain
import Testing

@testable import PlaceSearch

/// Korean typed through an input method finds places at every state, by initial consonants, and through
/// Korean names of foreign places; odd input is answered like its normal form.
@Suite struct HangulTypingTests {
    let world = SmallWorld([
        .city(1, "Seoul", 10_349_312, country: "KR", at: 37.566, 126.978, alternates: ["서울", "ソウル"], isCapital: true),
        .city(2, "Seongnam-si", 948_757, country: "KR", at: 37.438, 127.138, alternates: ["성남"]),
        .city(3, "Busan", 3_678_555, country: "KR", at: 35.102, 129.040, alternates: ["부산"]),
        .city(4, "Suwon", 1_242_724, country: "KR", at: 37.291, 127.009, alternates: ["수원"]),
        .city(5, "Jeju City", 408_364, country: "KR", at: 33.510, 126.522, alternates: ["제주", "제주시"]),
        .city(6, "Tokyo", 9_733_276, country: "JP", at: 35.690, 139.692, alternates: ["도쿄", "東京", "とうきょう"]),
        .city(7, "Barcelona", 1_686_208, country: "ES", at: 41.389, 2.159, alternates: ["바르셀로나"]),
        .city(8, "New York City", 8_804_190, country: "US", at: 40.714, -74.006, alternates: ["뉴욕"]),
    ])

    @Test func everyStateWhileTypingSeoulListsItFirst() {
        for state in ["ㅅ", "서", "성", "서우", "서울"] {
            #expect(world.titles(state).first == "서울", "\(state)")
        }
        #expect(world.titles("성").contains("성남"))
    }

    @Test func statesOfForeignNamesFindThePlace() {
        for state in ["ㄴ", "뉴", "늉", "뉴요", "뉴욕"] {
            #expect(world.titles(state).prefix(5).contains("뉴욕"), "\(state)")
        }
        #expect(world.titles("바르셀").first == "바르셀로나")
    }

    @Test func initialConsonantsFindThePlace() {
        #expect(world.titles("ㅅㅇ").prefix(2) == ["서울", "수원"])
        #expect(world.titles("ㅂㅅ").first == "부산")
        #expect(world.titles("ㅈㅈ").first == "제주")
        #expect(world.titles("ㄷㅋ").first == "도쿄")
    }

    @Test func oddFormsAreAnsweredLikeTheirNormalForm() {
        let seoul = world.titles("서울")
        #expect(world.titles("서울".decomposedStringWithCanonicalMapping) == seoul)
        #expect(world.titles("ｓｅｏｕｌ").first == "Seoul")
        #expect(world.suggestions("ㅏ").isEmpty)
        #expect(world.suggestions("서울 station\u{0}ㅏ").isEmpty)
    }

    @Test func kanaFindsThePlaceItReadsAndNothingUnrelated() {
        #expect(world.suggestions("とうきょう").map(\.id) == ["geonames:6"])
        #expect(world.suggestions("ソウル").map(\.id) == ["geonames:1"])
    }
}
