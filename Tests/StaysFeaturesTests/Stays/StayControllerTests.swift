import StaysDomain
import StaysFeatures
import StaysMessages
import StaysTestSupport
import Synchronization
import Testing

@Suite struct StayControllerTests {
    static let histogram = NightlyPriceHistogram(
        currency: "USD", total: 10, min: 50, max: 200, average: 100,
        buckets: [
            .init(lower: 50, upper: 100, count: 8), .init(lower: 100, upper: 150, count: 0),
            .init(lower: 150, upper: 200, count: 2),
        ])
    static let dates = try! StayDates(checkIn: .fixture("2030-06-01"), checkOut: .fixture("2030-06-04"))
    static let guests = try! GuestCounts(adults: 2, children: 0, infants: 0, pets: 0)
    static let query = try! StayQuery(
        area: .place(id: "geonames:1", center: Coordinate(latitude: 1, longitude: 1), radiusKilometres: 5),
        dates: dates, guests: guests, pageSize: 1, today: .fixture("2030-05-01"))

    // MARK: - Price

    @Test func priceHandlesNarrowTheRangeAndCountLive() throws {
        let chosen = Mutex<[PriceRange?]>([])
        let controller = PriceFilterController(histogram: Self.histogram) { range in
            chosen.withLock { $0.append(range) }
        }
        #expect(controller.viewState.barHeights == [8, 0, 2])
        #expect(controller.viewState.countInRange == 10)
        controller.handle(.moveRight)
        #expect(controller.viewState.countInRange == 2)
        #expect(controller.viewState.rangeText == "100–200")
        controller.handle(.moveRight)
        controller.handle(.moveRight)
        #expect(controller.viewState.lowerIndex == 2)
        controller.handle(.switchHandle)
        controller.handle(.moveLeft)
        #expect(controller.viewState.upperIndex == 2)
        controller.handle(.confirm)
        #expect(chosen.withLock { $0 } == [try PriceRange(minimum: 150, maximum: nil)])
    }

    @Test func keepingTheWholeRangeMeansNoBudgetAndAnEmptyHistogramIsSafe() {
        let chosen = Mutex<[PriceRange?]>([])
        let whole = PriceFilterController(histogram: Self.histogram) { range in chosen.withLock { $0.append(range) } }
        whole.handle(.moveLeft)
        whole.handle(.confirm)
        let empty = PriceFilterController(
            histogram: NightlyPriceHistogram(currency: "USD", total: 0, min: 0, max: 0, average: 0, buckets: [])
        ) { range in chosen.withLock { $0.append(range) } }
        empty.handle(.moveRight)
        empty.handle(.confirm)
        #expect(chosen.withLock { $0 } == [nil, nil])
        #expect(empty.viewState.rangeText.isEmpty)
    }

    // MARK: - Results

    @Test func resultsPageForwardAndBackAndResortFromPageOne() async {
        let first = StayResultsPage(total: 2, results: [.fixture(.fixture(id: "stay:1"))], nextCursor: "c2")
        let second = StayResultsPage(total: 2, results: [.fixture(.fixture(id: "stay:2"))], nextCursor: nil)
        let searcher = StaySearcherSpy(pages: [first, second, first, first])
        let controller = StayResultsController(
            searcher: searcher, query: Self.query, today: FixedTodayProvider(day: .fixture("2030-05-01")),
            words: MessageCatalog.shipped()
        ) { _ in }
        await controller.load()
        await controller.nextPage()
        #expect(controller.viewState.pageNumber == 2)
        #expect(!controller.viewState.hasNextPage)
        await controller.nextPage()
        await controller.previousPage()
        await controller.cycleSort()
        #expect(searcher.receivedQueries.map(\.cursor) == [nil, "c2", nil, nil])
        #expect(searcher.receivedQueries.map(\.sort) == [.recommended, .recommended, .recommended, .price])
        #expect(controller.viewState.pageNumber == 1)
    }

    @Test func resultsChooseTheHighlightedStayAndShowFailures() async {
        let page = StayResultsPage(
            total: 2, results: [.fixture(.fixture(id: "stay:1")), .fixture(.fixture(id: "stay:2"))], nextCursor: nil)
        let chosen = Mutex<[StayID]>([])
        let searcher = StaySearcherSpy(pages: [page])
        let controller = StayResultsController(
            searcher: searcher, query: Self.query, today: FixedTodayProvider(day: .fixture("2030-05-01")),
            words: MessageCatalog.shipped()
        ) { result in chosen.withLock { $0.append(result.stay.id) } }
        await controller.load()
        controller.moveSelection(by: 5)
        controller.choose()
        #expect(chosen.withLock { $0 } == ["stay:2"])
        searcher.shouldFail = true
        await controller.load()
        #expect(controller.viewState.status == .failed("forced failure"))
    }

    // MARK: - Detail

    @Test func detailBreaksThePriceDownAndReservesOnce() async {
        let reservation = Reservation.fixture(
            id: "res-7", stayID: "stay:0000001", dates: Self.dates, guestName: "Ada",
            totalPrice: Money(minorUnits: 39000))
        let reserver = ReserverStub(reservation: .success(reservation))
        let reserved = Mutex<[String]>([])
        let controller = StayDetailController(
            stay: .fixture(), dates: Self.dates, guests: Self.guests, guestName: "Ada", reserver: reserver,
            words: MessageCatalog.shipped()
        ) { reservation in reserved.withLock { $0.append(reservation.id) } }
        #expect(controller.viewState.nightsText == "3 nights × 120.00 USD")
        #expect(controller.viewState.total == Money(minorUnits: 39000))
        await controller.reserve()
        await controller.reserve()
        #expect(controller.viewState.status == .confirmed("res-7"))
        #expect(reserved.withLock { $0 } == ["res-7"])
        #expect(reserver.receivedBookings.count == 1)
    }

    @Test func detailSaysNotAvailableWhenANightIsTaken() async {
        let reserver = ReserverStub(reservation: .failure(.notAvailable("stay:0000001")))
        let controller = StayDetailController(
            stay: .fixture(), dates: Self.dates, guests: Self.guests, guestName: "Ada", reserver: reserver,
            words: MessageCatalog.shipped()
        ) { _ in }
        await controller.reserve()
        #expect(controller.viewState.status == .notAvailable)
    }
}
