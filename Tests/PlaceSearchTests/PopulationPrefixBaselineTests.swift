import StaysDomain
import Testing

@testable import PlaceSearch

/// The typing benchmark's naive baseline: cities only, plain prefix of their main names and names in other scripts,
/// by population; and the facts the benchmark reads about places.
@Suite struct PopulationPrefixBaselineTests {
    let world = SmallWorld([
        .city(1, "Seoul", 10_349_312, country: "KR", at: 37.566, 126.978, alternates: ["서울", "Soul"]),
        .city(2, "Seongnam-si", 948_757, country: "KR", at: 37.438, 127.138, alternates: ["성남시"]),
        .city(3, "Sejong", 204_088, country: "KR", at: 36.59, 127.29),
        .airport("SEL", "Seoul Air Terminal", served: 20_000_000, country: "KR", city: "Seoul", at: 37.5, 127.0),
    ])

    private func titles(_ text: String) -> [String] {
        world.suggester.populationPrefixBaseline().suggest(text, limit: 5).map(\.title)
    }

    @Test func citiesByPopulationWithAPlainPrefix() {
        #expect(titles("se") == ["Seoul", "Seongnam-si", "Sejong"])
        #expect(titles("SEJ") == ["Sejong"])
        #expect(titles("so").isEmpty)
    }

    @Test func namesInOtherScriptsMatchOnlyWholeSyllables() {
        #expect(titles("서") == ["Seoul"])
        #expect(titles("성") == ["Seongnam-si"])
        #expect(titles("서우").isEmpty)
    }

    @Test func theBenchmarkReadsNamesAndImportanceOfPlaces() {
        #expect(world.suggester.hasName("서울", for: "geonames:1"))
        #expect(!world.suggester.hasName("부산", for: "geonames:1"))
        #expect(!world.suggester.hasName("서울", for: "geonames:999"))
        #expect(world.suggester.hasName("성남", for: "geonames:2"), "held as 성남시")
        #expect(!world.suggester.hasName("성", for: "geonames:2"))
        let seoul = world.suggester.importance(of: "geonames:1")
        let sejong = world.suggester.importance(of: "geonames:3")
        #expect(seoul != nil && sejong != nil && seoul! > sejong!)
        #expect(world.suggester.importance(of: "geonames:999") == nil)
    }
}
