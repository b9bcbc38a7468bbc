import StaysDomain
import Testing

@testable import PlaceSearch

/// Rules 2, 3 and 5: importance decides between namesakes, main names beat other places' alternate names, an
/// exact name beats a one-edit neighbour, a city beats the region of its name.
@Suite struct AmbiguousNameTests {
    @Test func aCityThreeTimesLargerWinsOverASmallerCapital() {
        let world = SmallWorld([
            .city(1, "Victoria", 26_450, country: "SC", at: -4.62, 55.45, isCapital: true),
            .city(2, "Victoria", 92_141, country: "CA", at: 48.43, -123.37),
        ])
        #expect(world.rows("victoria") == ["Victoria | CA", "Victoria | SC"])
    }

    @Test func anExactNameBeatsAOneEditNeighbourThatHasItAsAnAlternateName() {
        let world = SmallWorld([
            .city(1, "Puebla", 1_692_181, country: "MX", at: 19.04, -98.20, alternates: ["Pueblo"]),
            .city(2, "Pueblo", 109_412, region: "CO", at: 38.25, -104.61),
        ])
        #expect(world.titles("Pueblo") == ["Pueblo", "Puebla"])
        #expect(world.titles("Puebla") == ["Puebla"])
    }

    @Test func aLongOfficialAlternateNameDoesNotCaptureAnotherCitysPrefix() {
        let world = SmallWorld([
            .city(
                1, "Bogotá", 7_674_366, country: "CO", at: 4.61, -74.08,
                alternates: ["Santa Fe de Bogota Distrito Capital"], isCapital: true),
            .city(2, "Santa Fe", 489_505, country: "AR", at: -31.63, -60.70),
        ])
        #expect(world.titles("santa f") == ["Santa Fe", "Bogotá"])
    }

    @Test func aCityBeatsTheLargerRegionOfItsName() {
        let world = SmallWorld([
            .region("11", "Guanajuato", 6_166_934, country: "MX", at: 21.0, -101.0),
            .city(1, "Guanajuato", 171_709, country: "MX", region: "11", at: 21.02, -101.26),
        ])
        #expect(world.rows("guanajuato") == ["Guanajuato | Guanajuato, MX", "Guanajuato | Region in MX"])
    }

    @Test func aOneLetterQueryShowsTheTownOfThatName() {
        let names = [
            "York", "Yokohama", "Yerevan", "Yangon", "Yaounde", "Yazd", "Yekaterinburg", "Yantai", "Yichang",
            "Yinchuan", "Yuma", "Yakima",
        ]
        let bigger = names.enumerated().map { offset, name in
            SourcePlace.city(10 + offset, name, 500_000 - offset * 1000, at: 10, Double(offset))
        }
        let world = SmallWorld(bigger + [.city(1, "Y", 90, country: "FR", at: 49.80, 2.99)])
        let titles = world.titles("y")
        #expect(
            titles == ["York", "Yazd", "Yuma", "Yangon", "Yantai", "Yakima", "Yerevan", "Yaounde", "Yichang", "Y"])
    }
}
