import StaysDomain
import StaysTestSupport
import Testing

@testable import StayCatalogCore

@Suite struct SeedPlanTests {
    static let today = CalendarDay.fixture("2030-01-01")

    static func generator(count: Int, seed: UInt64 = 5) -> StaySeedGenerator {
        StaySeedGenerator(count: count, seed: seed, cities: SeedingCityFixtures.all, airports: [], today: today)
    }

    // MARK: - Quota

    @Test func everyBigCityGetsItsQuotaOfStaysForTwoCloseToItsCentre() {
        let generator = Self.generator(count: 1_000)
        let stays = (0..<generator.count).map(generator.seededStay(at:)).map(\.stay)
        #expect(generator.plan.quota == SeedPlan.quotaPerBigCity)
        for city in SeedingCityFixtures.bigCities {
            let close = stays.filter {
                $0.placeID == city.id && $0.coordinate.distanceKilometres(to: city.coordinate) <= 10
                    && $0.maximumGuests >= 2 && $0.minimumNights <= 7
            }
            #expect(close.count >= SeedPlan.quotaPerBigCity, "\(city.name) has \(close.count)")
        }
    }

    @Test func quotaListingsComeFirstRoundRobinThenTheRestIsDrawn() {
        let plan = SeedPlan(count: 1_000, cities: SeedingCityFixtures.all, airports: [])
        let big = SeedingCityFixtures.bigCities.sorted { $0.population > $1.population }
        #expect(plan.guaranteedCount == big.count * SeedPlan.quotaPerBigCity)
        #expect((0..<big.count).map { plan.city(forListing: $0, draw: 0.99).city } == big)
        #expect(plan.city(forListing: plan.guaranteedCount - 1, draw: 0.99).isQuota)
        #expect(!plan.city(forListing: plan.guaranteedCount, draw: 0.99).isQuota)
    }

    @Test func aSmallCatalogueGivesAtMostNineTenthsOfItsListingsToQuotas() {
        let cities = SeedingCityFixtures.all
        #expect(SeedPlan(count: 100, cities: cities, airports: []).guaranteedCount == 88)
        #expect(SeedPlan(count: 4, cities: cities, airports: []).guaranteedCount == 0)
        #expect(SeedPlan(count: 100, cities: SeedingCityFixtures.towns, airports: []).guaranteedCount == 0)
    }

    // MARK: - Determinism

    @Test func theSamePlacesAndSeedGiveTheSameQuotaListings() {
        let first = Self.generator(count: 400)
        let second = Self.generator(count: 400)
        let quota = 0..<first.plan.guaranteedCount
        #expect(quota.map(first.seededStay(at:)) == quota.map(second.seededStay(at:)))
        #expect(quota.map(first.seededStay(at:)) != quota.map(Self.generator(count: 400, seed: 6).seededStay(at:)))
    }
}
