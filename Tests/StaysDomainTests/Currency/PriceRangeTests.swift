import StaysDomain
import StaysTestSupport
import Testing

@Suite struct PriceRangeTests {
    @Test func aBudgetIsReadInTheMinorUnitsOfItsCurrency() throws {
        let range = try PriceRange(minimum: 120.5, maximum: 150_000)
        #expect(range.minorUnits(in: .usDollar) == (12_050, 15_000_000))
        let won = try #require(Currency(code: "KRW"))
        #expect(range.minorUnits(in: won) == (121, 150_000))
        let dinar = try #require(Currency(code: "BHD"))
        #expect(range.minorUnits(in: dinar) == (120_500, 150_000_000))
    }

    @Test func negativeNotANumberAndSwappedEndsAreRefused() {
        #expect(throws: StayQueryError.negativePrice) { try PriceRange(minimum: -1, maximum: nil) }
        #expect(throws: StayQueryError.negativePrice) { try PriceRange(minimum: nil, maximum: .nan) }
        #expect(throws: StayQueryError.swappedPrices) { try PriceRange(minimum: 10, maximum: 5) }
    }

    @Test func theParserTakesPricesUpToABillionInAnyCurrency() throws {
        let parser = StayRequestParser()
        #expect(try parser.price(minimum: 100_000, maximum: 1_000_000_000)?.maximum == 1_000_000_000)
        #expect(throws: StayRequestError.self) { try parser.price(minimum: nil, maximum: 1_000_000_001) }
    }

    @Test func aHistogramsBarsInWonGiveABudgetOneWonBelowTheNextBar() {
        let histogram = NightlyPriceHistogram(
            currency: "KRW", total: 9, min: 10_000, max: 59_000, average: 30_000,
            buckets: [
                .init(lower: 0, upper: 20_000, count: 3), .init(lower: 20_000, upper: 40_000, count: 4),
                .init(lower: 40_000, upper: 60_000, count: 2),
            ])
        let range = histogram.priceRange(keepingBars: 1...1)
        #expect(range?.minimum == 20_000 && range?.maximum == 39_999)
    }
}
