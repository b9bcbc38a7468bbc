import StayCatalogCore
import StaysDomain
import StaysTestSupport
import Testing

@Suite struct SeedCoverageTests {
    static let today = CalendarDay.fixture("2030-01-01")

    static func searchForTwo(around city: Place, from checkIn: CalendarDay) throws -> StayQuery {
        try StayQuery(
            area: .place(id: city.id, center: city.coordinate, radiusKilometres: 10),
            dates: StayDates(checkIn: checkIn, checkOut: checkIn.adding(days: 7)), guests: .fixture(adults: 2),
            pageSize: 1, today: today)
    }

    // MARK: - Ordinary weeks

    @Test func everyBigCityFindsThirtyStaysForTwoOnAnOrdinaryWeek() async throws {
        let fixture = try await CatalogFixture()
        let generator = StaySeedGenerator(
            count: 400, seed: 2026, cities: SeedingCityFixtures.all, airports: [], today: Self.today)
        try await fixture.catalog.seed(stays: generator) { _, _ in }
        for city in SeedingCityFixtures.bigCities {
            for weeksAhead in [3, 4, 10, 30] {
                let query = try Self.searchForTwo(around: city, from: Self.today.adding(days: 7 * weeksAhead))
                let found = try await fixture.catalog.search(query).total
                #expect(found >= 30, "\(city.name), \(weeksAhead) weeks ahead: \(found)")
            }
        }
    }
}
