import Testing

@testable import PlaceSearch

/// A Korean name that ends in a kind word (시, 군, …) is also held by the initials of the rest.
@Suite struct HangulKindWordTests {
    let world = SmallWorld([
        .city(1, "Gyeongju", 264_000, country: "KR", at: 35.856, 129.225, alternates: ["경주시"]),
        .city(2, "Osaka", 2_700_000, country: "JP", at: 34.694, 135.502, alternates: ["오사카 시"]),
        .city(3, "Gimje", 90_000, country: "KR", at: 35.803, 126.881, alternates: ["김제"]),
    ])

    @Test func theInitialsOfTheNameWithoutItsKindWordFindThePlace() {
        #expect(world.titles("ㄱㅈ").first == "경주시")
        #expect(world.titles("ㅇㅅㅋ").first == "오사카 시")
    }

    @Test func theBaseNameDropsOnlyAKindWordThatLeavesTwoLetters() {
        let korean = PlaceNameLanguage.all["ko"]!
        #expect(korean.baseName(of: "경주시") == "경주")
        #expect(korean.baseName(of: "오사카 시") == "오사카")
        #expect(korean.baseName(of: "서울특별시") == "서울")
        #expect(korean.baseName(of: "구시") == nil)
        #expect(korean.baseName(of: "서울") == nil)
        #expect(korean.baseName(of: "Seoul-si") == nil)
    }
}
