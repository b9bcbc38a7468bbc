import StaysDomain
import Testing

@testable import PlaceSearch

/// Rule 4, where travellers go: a town that scheduled flights serve stands above its size, a city bearing a
/// region's name comes before the region, a romanised "-shi" or "-si" is the city's own name, and a field no
/// airline flies to weighs like an airfield.
@Suite struct TravelStandingTests {
    private static func rhodes(gateway: AirGateway) -> SmallWorld {
        var greek = SourcePlace.city(2, "Ródos", 56_128, country: "GR", at: 36.43, 28.22, alternates: ["Rhodes"])
        greek.airGateway = gateway
        return SmallWorld([.city(1, "Rhodes", 11_453, country: "AU", at: -33.83, 151.09), greek])
    }

    @Test func aTownScheduledFlightsServeComesBeforeASmallerNamesakeOfItsEnglishName() {
        #expect(Self.rhodes(gateway: .none).rows("rhodes") == ["Rhodes | AU", "Ródos | GR"])
        #expect(Self.rhodes(gateway: .regional).rows("rhodes") == ["Ródos | GR", "Rhodes | AU"])
    }

    @Test func anAirportLiftsASmallTownButLeavesAMegacityWhereItsPeoplePutIt() {
        let model = ImportanceModel()
        let town = model.travelScore(population: 30_000, alternateNames: 5)
        #expect(model.travelScore(population: 30_000, alternateNames: 5, airGateway: .regional) > town)
        #expect(
            model.travelScore(population: 30_000, alternateNames: 5, airGateway: .major)
                > model.travelScore(population: 30_000, alternateNames: 5, airGateway: .regional))
        #expect(
            model.travelScore(population: 7_000_000, alternateNames: 50, airGateway: .major)
                == model.travelScore(population: 7_000_000, alternateNames: 50))
    }

    @Test func aCityKnownByTheRegionsNameComesBeforeTheRegion() {
        let world = SmallWorld([
            .region("14", "Mecca Region", 8_557_766, country: "SA", at: 21.5, 40.5),
            .city(1, "Makkah", 1_323_624, country: "SA", region: "14", at: 21.43, 39.83, alternates: ["Mecca"]),
        ])
        #expect(world.titles("mecca") == ["Makkah", "Mecca Region"])
    }

    @Test func aRomanisedCityWordIsTheCitysOwnNameWhileItIsTyped() {
        let world = SmallWorld([
            .region("29", "Nara", 1_324_473, country: "JP", at: 34.3, 135.8),
            .city(1, "Nara-shi", 367_353, country: "JP", region: "29", at: 34.68, 135.80, alternates: ["Nara"]),
        ])
        #expect(world.titles("nara") == ["Nara-shi", "Nara"])
        #expect(world.titles("nar") == ["Nara-shi", "Nara"])
    }

    @Test func aFieldWithoutFlightsWeighsLikeAnAirfieldWithoutACode() {
        let model = ImportanceModel()
        let unscheduled = model.importance(
            kind: .airport, population: 2_000_000, isCapital: false, name: "Pocheon (G-217) Airport", code: "QJP",
            isUnscheduledField: true)
        let uncoded = model.importance(
            kind: .airport, population: 2_000_000, isCapital: false, name: "Pocheon (G-217) Airport", code: nil)
        let served = model.importance(
            kind: .airport, population: 2_000_000, isCapital: false, name: "Pocheon Airport", code: "QJP")
        #expect(unscheduled == uncoded)
        #expect(unscheduled < served)
    }
}
