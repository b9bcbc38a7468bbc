import StayCatalogCore
import StaysDomain
import StaysTestSupport
import Testing

@Suite struct StayRankerCurrencyTests {
    static func candidate(_ number: Int, _ nightly: Int, _ currency: String) -> StayCandidate {
        StayCandidate(
            number: number, coordinate: Coordinate(latitude: 37.57, longitude: 126.98), nightlyCents: nightly,
            cleaningCents: 0, currencyNumber: Currency(code: currency)?.number ?? 0, rating: nil, reviewCount: 0)
    }

    static func ranker(currency: Currency? = nil, price: PriceRange? = nil) throws -> StayRanker {
        let query = try StayQuery(
            area: .place(id: "geonames:1835848", center: CatalogFixture.seoul, radiusKilometres: 10),
            dates: .fixture("2030-03-01", "2030-03-02"), guests: .fixture(), price: price, currency: currency,
            sort: .price, today: CatalogFixture.today)
        return StayRanker(query: query, rates: .fixture)
    }

    @Test func withoutADisplayCurrencyPricesAreComparedInTheOneMostStaysHave() throws {
        let ranker = try Self.ranker()
        let seoul = [
            Self.candidate(1, 100_000, "KRW"), Self.candidate(2, 10_000, "USD"), Self.candidate(3, 90_000, "KRW"),
        ]
        #expect(ranker.priceCurrency(of: seoul).code == "KRW")
        let tie = [Self.candidate(1, 100_000, "KRW"), Self.candidate(2, 10_000, "USD")]
        #expect(ranker.priceCurrency(of: tie).code == "KRW", "the earliest code wins a tie")
        #expect(ranker.priceCurrency(of: []) == .usDollar)
        let yen = try #require(Currency(code: "JPY"))
        #expect(try Self.ranker(currency: yen).priceCurrency(of: seoul) == yen)
    }

    @Test func aBudgetComparesConvertedPricesAndLeavesOutWhatCannotBeConverted() throws {
        let won = try #require(Currency(code: "KRW"))
        let ranker = try Self.ranker(currency: won, price: PriceRange(minimum: 100_000, maximum: 120_000))
        let candidates = [
            Self.candidate(1, 10_000, "USD"), Self.candidate(2, 8_000, "USD"), Self.candidate(3, 110_000, "KRW"),
            Self.candidate(4, 100, "VND"),
        ]
        let admitted = ranker.admitted(candidates, in: won)
        #expect(admitted.map(\.candidate.number).sorted() == [1, 3])
        #expect(admitted.map(\.comparedNightly).sorted() == [110_000, 120_000])
        #expect(ranker.admitted(candidates, in: won, ignoringPrice: true).count == 3, "VND has no rate")
    }
}
