import StaysDomain
import StaysMessages
import StaysTestSupport

@testable import StaysApp

/// A runner on doubles, with a Seoul city, a Springfield group and today fixed at 2030-05-01.
struct StayRunnerHarness {
    static let today = CalendarDay.fixture("2030-05-01")
    static let seoul = PlaceSuggestion.fixture(
        id: "geonames:1835848", title: "Seoul", subtitle: "South Korea",
        coordinate: Coordinate(latitude: 37.566, longitude: 126.9784))
    static let springfield = PlaceSuggestion.fixture(id: "group:name:springfield", kind: .group, matchCount: 2)

    let output: TextOutputSpy
    let searcher: StaySearcherSpy
    let reserver: ReserverStub
    let runner: StayCommandRunner

    init(
        suggestions: [PlaceSuggestion] = [Self.seoul], pages: [StayResultsPage] = [],
        histogram: NightlyPriceHistogram? = nil, stays: [Stay] = [], reserver: ReserverStub = ReserverStub(),
        output: TextOutputSpy = TextOutputSpy(), words: any Localizing = MessageCatalog.shipped()
    ) {
        self.output = output
        searcher = StaySearcherSpy(pages: pages, histogram: histogram)
        self.reserver = reserver
        let members = [
            PlaceWithDistance(
                place: .fixture(id: "geonames:4250542", name: "Springfield", subtitle: "Illinois, United States"),
                distanceKilometres: nil),
            PlaceWithDistance(
                place: .fixture(id: "geonames:4409896", name: "Springfield", subtitle: "Missouri, United States"),
                distanceKilometres: nil),
        ]
        let resolver = StayPlaceResolver(
            suggester: PlaceSuggesterStub(result: suggestions),
            lookup: PlaceLookupStub(places: [.fixture(id: "geonames:1835848", name: "Seoul")]),
            detailSearcher: PlaceDetailSearcherStub(results: ["group:name:springfield": members]),
            words: words)
        runner = StayCommandRunner(
            searcher: searcher, lookup: StayLookupStub(stays: stays), reserver: reserver, placeResolver: resolver,
            today: FixedTodayProvider(day: Self.today), rates: .fixture, output: output, words: words)
    }

    /// A request for Seoul from `checkIn` for `nights` nights.
    static func request(
        place: String = "seoul", checkIn: String = "2030-06-01", nights: Int = 3, cursor: String? = nil,
        price: PriceRange? = nil
    ) throws -> StaySearchRequest {
        let start = CalendarDay.fixture(checkIn)
        return StaySearchRequest(
            area: .place(place, radiusKilometres: 10),
            timing: .nights(try StayDates(checkIn: start, checkOut: start.adding(days: nights))),
            guests: try GuestCounts(adults: 2, children: 0, infants: 0, pets: 0), price: price, sort: .price,
            limit: 2, cursor: cursor)
    }
}
