import StayCatalog
import StaysDomain
import StaysTestSupport
import Testing

@Suite struct PricingAndHistogramTests {
    // MARK: - Totals

    @Test func totalIsNightsTimesNightlyPlusCleaningInExactCents() async throws {
        // given 99.99 a night and 12.34 cleaning
        let fixture = try await CatalogFixture(stays: [
            CatalogFixture.seeded(.fixture(nightlyCents: 9_999, cleaningCents: 1_234))
        ])
        // when searching three nights
        let page = try await fixture.catalog.search(CatalogFixture.query("2030-03-01", "2030-03-04"))
        // then the total is 3 × 99.99 + 12.34
        #expect(page.results.first?.totalPrice == Money(minorUnits: 31_231))
    }

    @Test func priceRangeFiltersOnNightlyPriceInclusively() async throws {
        let fixture = try await CatalogFixture(
            stays: [5_000, 10_000, 15_000, 20_000].enumerated().map {
                CatalogFixture.seeded(.fixture(id: StayID("stay:000000\($0.offset + 1)"), nightlyCents: $0.element))
            })
        let range = try PriceRange(minimum: 100, maximum: 150)
        let page = try await fixture.catalog.search(
            CatalogFixture.query("2030-03-01", "2030-03-02", price: range, sort: .price))
        #expect(page.results.map(\.stay.nightlyPrice.minorUnits) == [10_000, 15_000])
        #expect(page.total == 2)
    }

    // MARK: - Histogram

    @Test func histogramIgnoresThePriceRangeAndItsBucketsAddUpToTheTotal() async throws {
        let prices = [5_000, 5_500, 7_000, 9_000, 12_000, 20_000, 20_000]
        let fixture = try await CatalogFixture(
            stays: prices.enumerated().map {
                CatalogFixture.seeded(.fixture(id: StayID("stay:000000\($0.offset + 1)"), nightlyCents: $0.element))
            })
        let query = try CatalogFixture.query("2030-03-01", "2030-03-02", price: PriceRange(minimum: 0, maximum: 60))
        let histogram = try await fixture.catalog.histogram(query, bucketCount: 3)
        #expect(histogram.total == 7)
        #expect(histogram.buckets.map(\.count) == [4, 1, 2])
        #expect(histogram.buckets.reduce(0) { $0 + $1.count } == histogram.total)
        #expect(histogram.min == 50 && histogram.max == 200)
        #expect(abs(histogram.average - Double(prices.reduce(0, +)) / 7 / 100) < 1e-9)
        #expect(histogram.buckets.map(\.lower) == [0, 100, 200])
        #expect(histogram.buckets.last?.upper == 300)
    }

    @Test func barEdgesAreRoundPrices() async throws {
        let prices = [8_437, 9_999, 12_001, 31_350, 47_099]
        let fixture = try await CatalogFixture(
            stays: prices.enumerated().map {
                CatalogFixture.seeded(.fixture(id: StayID("stay:000000\($0.offset + 1)"), nightlyCents: $0.element))
            })
        let histogram = try await fixture.catalog.histogram(
            CatalogFixture.query("2030-03-01", "2030-03-02"), bucketCount: 24)
        #expect(histogram.buckets.first?.lower == 80 && histogram.buckets.last?.upper == 480)
        #expect(histogram.buckets.count == 20)
        #expect(histogram.buckets.allSatisfy { $0.upper - $0.lower == 20 && $0.lower.rounded() == $0.lower })
        #expect(histogram.buckets.reduce(0) { $0 + $1.count } == prices.count)
    }

    @Test(arguments: [(0, 1), (-5, 1), (1_000_000, 100)])
    func outOfRangeBucketCountsAreClamped(bucketCount: Int, mostBars: Int) async throws {
        let fixture = try await CatalogFixture(
            stays: [1, 99_999].enumerated().map {
                CatalogFixture.seeded(.fixture(id: StayID("stay:000000\($0.offset + 1)"), nightlyCents: $0.element))
            })
        let histogram = try await fixture.catalog.histogram(
            CatalogFixture.query("2030-03-01", "2030-03-02"), bucketCount: bucketCount)
        #expect((1...mostBars).contains(histogram.buckets.count))
        #expect(histogram.buckets.reduce(0) { $0 + $1.count } == 2)
    }

    @Test func emptyHistogramHasZeroes() async throws {
        let fixture = try await CatalogFixture()
        let histogram = try await fixture.catalog.histogram(
            CatalogFixture.query("2030-03-01", "2030-03-02"), bucketCount: 4)
        #expect(histogram.total == 0 && histogram.min == 0 && histogram.average == 0)
        #expect(histogram.buckets.map(\.count) == [0, 0, 0, 0])
    }
}
