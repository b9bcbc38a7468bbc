import Testing

@testable import PlaceImport

/// Korean names GeoNames lacks for places Koreans travel to, by place key.
@Suite struct KoreanPlaceNamesTests {
    @Test func islandsAndTownsHaveTheirKoreanNames() {
        #expect(KoreanPlaceNames.names(ofPlace: "region:ID-02") == ["발리"])
        #expect(KoreanPlaceNames.names(ofPlace: "region:US-HI") == ["하와이"])
        #expect(KoreanPlaceNames.names(ofPlace: "geonames:703448") == ["키이우"])
    }

    @Test func aPlaceWithoutOneHasNone() {
        #expect(KoreanPlaceNames.names(ofPlace: "geonames:1835848").isEmpty)
        #expect(KoreanPlaceNames.names(ofPlace: "").isEmpty)
    }
}
