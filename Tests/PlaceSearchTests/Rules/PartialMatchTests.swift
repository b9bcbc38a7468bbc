import StaysDomain
import Testing

@testable import PlaceSearch

/// Rule 4: when no place matches every word, the places matching most of them (rare words weighing more) are
/// suggested and marked partial; a full match is never pushed out by a partial one.
@Suite struct PartialMatchTests {
    let world = SmallWorld([
        .city(1, "Nuuk", 14_798, country: "GL", at: 64.18, -51.72, alternates: ["Godthaab", "GOH"]),
        .city(2, "Aspen", 7_004, region: "CO", at: 39.19, -106.82),
        .airport("GOH", "Nuuk Airport", served: 15_000, country: "GL", city: "Nuuk", at: 64.19, -51.68),
        .airport(
            "ASE", "Aspen Pitkin County Regional Airport", served: 20_000, country: "US", city: "Aspen",
            at: 39.22, -106.87),
        .airport(
            "DEN", "Denver International Airport", served: 3_000_000, country: "US", city: "Denver", at: 39.86, -104.67),
    ])

    @Test func anOldCityNameInFrontStillFindsTheAirport() {
        let rows = world.suggestions("Godthaab / Nuuk Airport")
        #expect(rows.map(\.title) == ["Nuuk Airport"])
        #expect(rows.allSatisfy { $0.partial == true })
    }

    @Test func aWordTheDataSpellsDifferentlyStillFindsTheAirport() {
        #expect(world.titles("Aspen Pitkin County Municipal Airport") == ["Aspen Pitkin County Regional Airport"])
    }

    @Test func aFullMatchIsNeverPushedOutOrMarked() {
        let rows = world.suggestions("nuuk airport")
        #expect(rows.map(\.title) == ["Nuuk Airport"])
        #expect(rows.allSatisfy { $0.partial == nil })
    }

    @Test func commonWordsAloneAreNoPartialMatch() {
        #expect(world.titles("zzyzx airport").isEmpty)
    }
}
