import StaysDomain
import StaysMessages
import StaysTestSupport
import Testing

@testable import StaysApp

@Suite struct StayCommandRunnerTests {
    static let loft = Stay.fixture()
    static let cabin = Stay.fixture(
        id: "stay:0000002", title: "Quiet \"cabin\"", nightlyCents: 9_500, cleaningCents: 0, maximumGuests: 2,
        rating: nil, coordinate: Coordinate(latitude: 37.6, longitude: 127.0))
    static let page = StayResultsPage(
        total: 57, results: [.fixture(loft, nights: 3, distance: 1.23), .fixture(cabin, nights: 3, distance: 12.6)],
        nextCursor: "c2")
    static let severalSpringfields = #""springfield" matches several places; pass one of these ids with --place:"#

    @Test func searchPrintsATableWithTheNextCursor() async throws {
        // given
        let harness = StayRunnerHarness(pages: [Self.page])
        // when
        try await harness.runner.search(StayRunnerHarness.request(), format: .table)
        // then
        #expect(
            harness.output.standardOutput == """
                ID            TITLE                    NIGHTLY     TOTAL       GUESTS  RATING  DISTANCE
                stay:0000001  Sunny loft by the river  120.00 USD  390.00 USD  4       4.8     1.2 km
                stay:0000002  Quiet "cabin"            95.00 USD   285.00 USD  2       new     13 km
                2 of 57 stays. Next page: --cursor c2

                """)
    }

    @Test func searchPrintsTheTableInKoreanWithItsColumnsLinedUp() async throws {
        let harness = StayRunnerHarness(pages: [Self.page], words: MessageCatalog.shipped("ko", locale: "ko-KR"))
        try await harness.runner.search(StayRunnerHarness.request(), format: .table)
        #expect(
            harness.output.standardOutput == """
                ID            이름                     1박 요금    총 합계     최대 인원  평점  거리
                stay:0000001  Sunny loft by the river  120.00 USD  390.00 USD  4          4.8   1.2km
                stay:0000002  Quiet "cabin"            95.00 USD   285.00 USD  2          신규  13km
                숙소 57개 중 2개. 다음 페이지: --cursor c2

                """)
    }

    @Test func aFlexibleSearchShowsEachStaysNightsEvenWhenTheyAgree() async throws {
        let week = try StayDates(checkIn: .fixture("2030-06-01"), checkOut: .fixture("2030-06-08"))
        let result = StaySearchResult(
            stay: Self.loft, totalPrice: Money(minorUnits: 87_000), dates: week, distanceKilometres: 1.23)
        let harness = StayRunnerHarness(pages: [StayResultsPage(total: 1, results: [result], nextCursor: nil)])
        let exact = try StayRunnerHarness.request()
        let flexible = StaySearchRequest(
            area: exact.area, timing: .flexible(.lengths(.week, inMonths: [.fixture("2030-06-01")])),
            guests: exact.guests, price: nil, sort: .price, limit: 2, cursor: nil)
        try await harness.runner.search(flexible, format: .table)
        let lines = harness.output.standardOutput.split(separator: "\n")
        #expect(lines.first?.hasSuffix("DATES") == true)
        #expect(lines.dropFirst().first?.hasSuffix("2030-06-01→2030-06-08") == true)
    }

    @Test func searchPrintsTheJSONShapeScriptsRelyOn() async throws {
        let harness = StayRunnerHarness(pages: [Self.page])
        try await harness.runner.search(StayRunnerHarness.request(), format: .json)
        #expect(
            harness.output.standardOutput == """
                {"nextCursor":"c2","stays":[{"allowsPets":false,"amenities":["wifi","kitchen"],"bathrooms":1.5,\
                "bedrooms":2,"beds":2,"cancellationPolicy":"flexible","checkin":null,"checkout":null,"cleaningFee":30,\
                "coordinate":{"latitude":37.57,"longitude":126.98},\
                "currency":"USD","displayPrice":null,"distanceKm":1.2,"guests":4,"hostName":"Mina","id":"stay:0000001",\
                "minimumNights":1,\
                "nightlyPrice":120,"photo":null,"placeId":"test:city:Seoul","propertyKind":"loft","rating":4.8,\
                "reviewCount":12,\
                "roomType":"entire_place","synthetic":true,"title":"Sunny loft by the river","totalPrice":390},\
                {"allowsPets":false,\
                "amenities":["wifi","kitchen"],"bathrooms":1.5,"bedrooms":2,"beds":2,"cancellationPolicy":"flexible",\
                "checkin":null,"checkout":null,\
                "cleaningFee":0,\
                "coordinate":{"latitude":37.6,"longitude":127},"currency":"USD","displayPrice":null,"distanceKm":12.6,\
                "guests":2,\
                "hostName":"Mina","id":"stay:0000002","minimumNights":1,"nightlyPrice":95,"photo":null,\
                "placeId":"test:city:Seoul",\
                "propertyKind":"loft","rating":null,"reviewCount":12,"roomType":"entire_place","synthetic":true,\
                "title":"Quiet \\"cabin\\"","totalPrice":285}],"total":57}

                """)
    }

    @Test func lastPageWritesNextCursorAsNull() async throws {
        let harness = StayRunnerHarness(pages: [StayResultsPage(total: 0, results: [], nextCursor: nil)])
        try await harness.runner.search(StayRunnerHarness.request(), format: .json)
        #expect(harness.output.standardOutput == #"{"nextCursor":null,"stays":[],"total":0}"# + "\n")
    }

    @Test func searchSendsTheResolvedPlaceAndFilters() async throws {
        let harness = StayRunnerHarness(pages: [Self.page])
        let price = try PriceRange(minimum: 50, maximum: 200)
        try await harness.runner.search(StayRunnerHarness.request(cursor: "c1", price: price), format: .table)
        let query = try #require(harness.searcher.receivedQueries.first)
        #expect(
            query.area
                == .place(id: "geonames:1835848", center: StayRunnerHarness.seoul.coordinate, radiusKilometres: 10))
        #expect(query.price == price)
        #expect(query.cursor == "c1")
        #expect(query.pageSize == 2)
        #expect(query.sort == .price)
    }

    @Test func aPlaceIDIsLookedUpWithoutSuggesting() async throws {
        let harness = StayRunnerHarness(suggestions: [], pages: [Self.page])
        try await harness.runner.search(StayRunnerHarness.request(place: "geonames:1835848"), format: .table)
        #expect(harness.searcher.searchCallCount == 1)
    }

    @Test func histogramPrintsTheJSONShapeAndATable() async throws {
        let histogram = NightlyPriceHistogram(
            currency: "USD", total: 6, min: 50, max: 150, average: 90.5,
            buckets: [.init(lower: 50, upper: 100, count: 4), .init(lower: 100, upper: 150, count: 2)])
        let harness = StayRunnerHarness(histogram: histogram)
        try await harness.runner.histogram(StayRunnerHarness.request(), buckets: 2, format: .json)
        try await harness.runner.histogram(StayRunnerHarness.request(), buckets: 2, format: .table)
        #expect(
            harness.output.standardOutput == """
                {"average":90.5,"buckets":[{"count":4,"lower":50,"upper":100},{"count":2,"lower":100,"upper":150}],\
                "currency":"USD","max":150,"min":50,"total":6}
                50–100   ████████████████████████████████████████ 4
                100–150  ████████████████████ 2
                6 stays, nightly 50.00 USD–150.00 USD, average 90.50 USD

                """)
        #expect(harness.searcher.receivedBucketCounts == [2, 2])
    }

    @Test func pastAndFarDatesAreUsageErrorsAgainstTheInjectedToday() async throws {
        let harness = StayRunnerHarness(pages: [Self.page])
        await #expect(throws: StayCommandError.usage("Check-in is in the past. Choose dates from today on.")) {
            try await harness.runner.search(StayRunnerHarness.request(checkIn: "2030-04-30"), format: .table)
        }
        await #expect(
            throws: StayCommandError.usage(
                "Those dates are too far ahead to book yet. Choose dates within the next two years.")
        ) {
            try await harness.runner.search(StayRunnerHarness.request(checkIn: "9999-01-01"), format: .table)
        }
        await #expect(throws: StayCommandError.usage("That stay is too long. Choose a stay of at most a year.")) {
            try await harness.runner.search(StayRunnerHarness.request(nights: 400), format: .table)
        }
        #expect(harness.searcher.searchCallCount == 0)
    }

    @Test func aGroupOfPlacesListsTheChoicesAndSearchesNothing() async throws {
        let harness = StayRunnerHarness(suggestions: [StayRunnerHarness.springfield, StayRunnerHarness.seoul])
        await #expect(
            throws: StayCommandError.ambiguousPlace(
                Self.severalSpringfields,
                choices: [
                    "geonames:4250542  Springfield, Illinois, United States",
                    "geonames:4409896  Springfield, Missouri, United States",
                ])
        ) {
            try await harness.runner.search(StayRunnerHarness.request(place: " springfield "), format: .table)
        }
        #expect(harness.searcher.searchCallCount == 0)
    }

    @Test func aSingleTownWithAGroupOfNamesakesRightBelowIsAmbiguousToo() async throws {
        let missouri = PlaceSuggestion.fixture(id: "geonames:4409896", subtitle: "Missouri, United States")
        let harness = StayRunnerHarness(suggestions: [missouri, StayRunnerHarness.springfield])
        await #expect(
            throws: StayCommandError.ambiguousPlace(
                Self.severalSpringfields,
                choices: [
                    "geonames:4250542  Springfield, Illinois, United States",
                    "geonames:4409896  Springfield, Missouri, United States",
                ])
        ) {
            try await harness.runner.search(StayRunnerHarness.request(place: "springfield"), format: .table)
        }
        #expect(harness.searcher.searchCallCount == 0)
    }

    @Test func unknownAndBlankPlacesAreUsageErrors() async throws {
        let harness = StayRunnerHarness(suggestions: [])
        await #expect(throws: StayCommandError.usage("no place matches \"atlantis\"")) {
            try await harness.runner.search(StayRunnerHarness.request(place: "atlantis"), format: .table)
        }
        await #expect(throws: StayCommandError.usage("--place needs a place id or name")) {
            try await harness.runner.search(StayRunnerHarness.request(place: "   "), format: .table)
        }
    }

    @Test func aCatalogueRefusalOfTheCursorIsAUsageError() async throws {
        let harness = StayRunnerHarness()
        harness.searcher.shouldFail = true
        await #expect(throws: TestDoubleError.forcedFailure) {
            try await harness.runner.search(StayRunnerHarness.request(), format: .table)
        }
        #expect(StayCommandError(.malformedCursor, words: MessageCatalog.shipped()).isUsage)
        #expect(!StayCommandError(.notAvailable("stay:1"), words: MessageCatalog.shipped()).isUsage)
    }
}
