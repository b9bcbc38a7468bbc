import StaysDomain
import StaysFeatures
import StaysTestSupport
import Testing

@Suite struct StayQueryBuilderTests {
    private func builder(today: String) -> StayQueryBuilder {
        StayQueryBuilder(today: FixedTodayProvider(day: .fixture(today)), pageSize: 10)
    }

    private let seoul = ChosenPlace(
        id: "test:city:Seoul", title: "Seoul", subtitle: "South Korea",
        coordinate: Coordinate(latitude: 37.566, longitude: 126.9784), kind: .city)

    @Test(arguments: [
        ("2026-12-01", "2026-12-04"),  // Tuesday → this Friday
        ("2026-12-03", "2026-12-04"),  // Thursday → tomorrow
        ("2026-12-04", "2026-12-11"),  // Friday → next week's Friday
        ("2026-12-05", "2026-12-11"),  // Saturday
        ("2026-12-06", "2026-12-11"),  // Sunday
        ("2026-12-31", "2027-01-01"),  // across the year
    ])
    func comingWeekendIsTwoNightsFromTheFirstFridayAfterToday(today: String, friday: String) {
        let weekend = builder(today: today).comingWeekend()
        #expect(weekend.checkIn == .fixture(friday))
        #expect(weekend.nights == 2)
        #expect(weekend.checkIn.weekday == 6)
    }

    @Test func chosenDatesAndGuestsAreKept() throws {
        // given
        let draft = StayQueryDraft(
            place: seoul, dates: .fixture("2027-01-10", "2027-01-15"), guests: .fixture(adults: 3))
        // when
        let query = try builder(today: "2026-12-01").query(at: seoul, draft: draft, price: nil)
        // then
        #expect(query.dates == .fixture("2027-01-10", "2027-01-15"))
        #expect(query.guests == .fixture(adults: 3))
        #expect(query.pageSize == 10)
    }

    @Test func theDraftsFiltersAreSearched() throws {
        let filters = try StayFilters(propertyKinds: [.cabin], minimumBathrooms: 2)
        let draft = StayQueryDraft(place: seoul, filters: filters)
        #expect(try builder(today: "2026-12-01").query(at: seoul, draft: draft, price: nil).filters == filters)
    }

    @Test func regionsAndCountriesAreSearchedWider() {
        #expect(StayQueryBuilder.radius(for: .city) == 10)
        #expect(StayQueryBuilder.radius(for: .airport) == 10)
        #expect(StayQueryBuilder.radius(for: .region) == 100)
        #expect(StayQueryBuilder.radius(for: .country) == 500)
    }

    @Test func datesInThePastAreRefused() {
        let draft = StayQueryDraft(place: seoul, dates: .fixture("2026-11-01", "2026-11-03"), guests: .fixture())
        #expect(throws: StayQueryError.checkInInThePast) {
            try builder(today: "2026-12-01").query(at: seoul, draft: draft, price: nil)
        }
    }

    // MARK: - Timing

    @Test func browsingSearchesAnyTimeAndKeepsItWhenFilled() throws {
        let draft = StayQueryDraft(place: seoul, timing: .anyTime)
        let query = try builder(today: "2026-12-01").query(at: seoul, draft: draft, price: nil)
        #expect(query.timing == .anyTime)
        #expect(query.dates == nil)
        #expect(builder(today: "2026-12-01").filled(draft).timing == .anyTime)
    }

    @Test func giveOrTakeAndFlexibleLengthsAreSearchedAsChosen() throws {
        let around = StayTiming.flexible(.around(.fixture("2027-01-10", "2027-01-15"), days: 3))
        let lengths = StayTiming.flexible(.lengths(.weekend, inMonths: [.fixture("2027-02-01")]))
        for timing in [around, lengths] {
            let draft = StayQueryDraft(place: seoul, timing: timing)
            #expect(try builder(today: "2026-12-01").query(at: seoul, draft: draft, price: nil).timing == timing)
        }
    }

    @Test func skippedDatesStillSearchTheComingWeekend() throws {
        let query = try builder(today: "2026-12-01").query(at: seoul, draft: StayQueryDraft(place: seoul), price: nil)
        #expect(query.timing == .nights(.fixture("2026-12-04", "2026-12-06")))
    }

    @Test func windowsAlreadyPastAreDroppedFromAFlexibleSearch() throws {
        let draft = StayQueryDraft(
            place: seoul, timing: .flexible(.around(.fixture("2026-12-02", "2026-12-04"), days: 2)))
        let query = try builder(today: "2026-12-01").query(at: seoul, draft: draft, price: nil)
        let kept = ["2026-12-02", "2026-12-01", "2026-12-03", "2026-12-04"].map { CalendarDay.fixture($0) }
        #expect(query.timing.windows.map(\.checkIn) == kept)
    }
}
