import Foundation
import StaysDomain
import StaysTestSupport
import Testing

@testable import StaysApp

@Suite struct ScaleBenchRunnerTests {
    // MARK: - Fixtures

    private static func searcher() -> StaySearcherSpy {
        let histogram = NightlyPriceHistogram(currency: "USD", total: 0, min: 0, max: 0, average: 0, buckets: [])
        let page = StayResultsPage(total: 1, results: [.fixture(.fixture(id: "stay:1"))], nextCursor: nil)
        return StaySearcherSpy(pages: [page], histogram: histogram)
    }

    private static func runner(
        _ catalogs: [String: (stays: Int, searcher: StaySearcherSpy)], cache: PageCacheDrop, events: ScaleBenchEvents,
        output: TextOutputSpy
    ) -> ScaleBenchRunner {
        ScaleBenchRunner(
            opener: ScaleCatalogOpenerStub(catalogs: catalogs, events: events),
            cache: PageCacheDropperSpy(outcome: cache, events: events), clock: ContinuousClock(),
            today: FixedTodayProvider(day: .fixture("2030-05-01")), output: output)
    }

    private static func milliseconds(_ values: [Int]) -> [Duration] { values.map { .milliseconds($0) } }

    private static func timings(stays: Int, firstSearch: Int, slowest: Int) -> ScaleTimings {
        let durations = milliseconds(Array(1...99) + [slowest])
        return ScaleTimings(
            location: "\(stays).sqlite", stayCount: stays, cache: .dropped, open: .milliseconds(1),
            firstSearch: .milliseconds(firstSearch), firstPass: durations, search: durations, histogram: durations,
            filtered: durations)
    }

    // MARK: - Running

    @Test func catalogsAreMeasuredSmallestFirstEachAfterDroppingTheCacheAndOpenedReadOnlyOnce() async throws {
        // given a large catalogue named before a small one
        let (events, output) = (ScaleBenchEvents(), TextOutputSpy())
        let (large, small) = (Self.searcher(), Self.searcher())
        let runner = Self.runner(
            ["large": (10_000_000, large), "small": (1_000_000, small)], cache: .dropped, events: events,
            output: output)
        // when benching three queries on both
        let measured = try await runner.run(
            locations: ["large", "small"], iterations: 3, seed: 7, radiusKilometres: 10)
        // then both are counted, then each measured smallest first, the cache dropped just before its opening
        #expect(
            events.all == [
                "open large", "close large", "open small", "close small", "drop", "open small", "close small", "drop",
                "open large", "close large",
            ])
        #expect(measured.map(\.location) == ["small", "large"])
        #expect(measured.map(\.stayCount) == [1_000_000, 10_000_000])
        // and each catalogue saw a first search, a first pass, a warm pass and a filtered pass of the same queries
        for searcher in [small, large] {
            let queries = searcher.receivedQueries
            #expect(queries.count == 10)
            #expect(queries[0] == queries[1])
            #expect(Array(queries[1...3]) == [queries[4], queries[6], queries[8]])
            #expect([queries[5], queries[7], queries[9]].allSatisfy { $0.filters == StayBenchQueries.threeFilters })
            #expect(searcher.receivedHistogramQueries == Array(queries[1...3]))
            #expect(searcher.receivedBucketCounts == [20, 20, 20])
        }
        #expect(small.receivedQueries == large.receivedQueries)
        #expect(
            measured.allSatisfy { [$0.firstPass, $0.search, $0.histogram, $0.filtered].map(\.count) == [3, 3, 3, 3] })
    }

    @Test func theReportHasATablePerCatalogueThenTheGrowth() async throws {
        let (events, output) = (ScaleBenchEvents(), TextOutputSpy())
        let runner = Self.runner(
            ["a": (2_000, Self.searcher()), "b": (1_000, Self.searcher())], cache: .dropped, events: events,
            output: output)
        try await runner.run(locations: ["a", "b"], iterations: 2, seed: 7, radiusKilometres: 10)
        let lines = output.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count == 28)
        #expect(lines[0] == "b: 1,000 stays, page cache dropped before opening")
        #expect(lines[10] == "a: 2,000 stays, page cache dropped before opening")
        #expect(lines[20] == "Growth from 1,000 to 2,000 stays (×2.0 the stays)")
        for table in [0, 10] {
            #expect(lines[table + 1].trimmingCharacters(in: .whitespaces) == "p50         p99")
            let rows = [
                "Open, cold", "First search, cold", "Search, first pass", "Search + count, warm",
                "Histogram, 20 bars", "Search, 3 filters",
            ]
            #expect(zip(lines[(table + 2)...(table + 7)], rows).allSatisfy { $0.hasPrefix($1) && $0.hasSuffix(" ms") })
            #expect(lines[table + 8] == "(2 queries each)" && lines[table + 9].isEmpty)
        }
        #expect(lines[22].hasPrefix("First search, cold") && lines[27].isEmpty)
    }

    @Test func withoutDroppingTheCacheTheColdRowsAreLabelledWarm() async throws {
        let (events, output) = (ScaleBenchEvents(), TextOutputSpy())
        let runner = Self.runner(
            ["a": (1_000, Self.searcher()), "b": (2_000, Self.searcher())],
            cache: .notDropped(reason: "cannot open /proc/sys/vm/drop_caches: Permission denied"), events: events,
            output: output)
        try await runner.run(locations: ["a", "b"], iterations: 1, seed: 7, radiusKilometres: 10)
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        #expect(
            lines[0] == "a: 1,000 stays, page cache not dropped (cannot open /proc/sys/vm/drop_caches: "
                + "Permission denied): the cold rows are warm")
        #expect(lines[2].hasPrefix("Open, warm ") && lines[3].hasPrefix("First search, warm "))
        #expect(lines.last { $0.hasPrefix("First search") }?.hasPrefix("First search, warm ") == true)
        #expect(!output.standardOutput.contains(", cold"))
    }

    @Test func oneCatalogueHasNoGrowth() async throws {
        let (events, output) = (ScaleBenchEvents(), TextOutputSpy())
        let runner = Self.runner(["a": (1_000, Self.searcher())], cache: .dropped, events: events, output: output)
        try await runner.run(locations: ["a"], iterations: 1, seed: 7, radiusKilometres: 10)
        #expect(!output.standardOutput.contains("Growth"))
    }

    // MARK: - Growth

    @Test func growthIsTheLargestOverTheSmallestAtEachPercentile() {
        // given 100 answers of 1…100 ms on the small catalogue, and the same but a slowest of 400 ms on the large
        let small = Self.timings(stays: 1_000_000, firstSearch: 10, slowest: 100)
        let large = Self.timings(stays: 10_000_000, firstSearch: 50, slowest: 400)
        // when comparing them
        let growth = ScaleGrowth(from: small, to: large)
        // then the medians are equal, the 99th percentiles four times apart, and the first search five times
        #expect(growth.fromStays == 1_000_000 && growth.toStays == 10_000_000)
        #expect(growth.firstSearch == 5)
        #expect(growth.rounds.map(\.name) == small.rounds.map(\.name))
        #expect(growth.rounds.allSatisfy { $0.p50 == 1 && $0.p99 == 4 })
        #expect(
            ScaleReport.growth(growth, cold: [.dropped, .dropped]) == """
                Growth from 1,000,000 to 10,000,000 stays (×10.0 the stays)
                                        p50         p99
                First search, cold      ×5.0
                Search, first pass      ×1.0        ×4.0
                Search + count, warm    ×1.0        ×4.0
                Histogram, 20 bars      ×1.0        ×4.0
                Search, 3 filters       ×1.0        ×4.0

                """)
    }

    @Test func aRoundTheSmallestAnsweredInNoTimeGrowsByZero() {
        let zero = ScaleTimings(
            location: "a", stayCount: 1, cache: .dropped, open: .zero, firstSearch: .zero, firstPass: [.zero],
            search: [.zero], histogram: [.zero], filtered: [.zero])
        let growth = ScaleGrowth(from: zero, to: Self.timings(stays: 2, firstSearch: 1, slowest: 1))
        #expect(growth.firstSearch == 0 && growth.rounds.allSatisfy { $0.p50 == 0 && $0.p99 == 0 })
    }
}
