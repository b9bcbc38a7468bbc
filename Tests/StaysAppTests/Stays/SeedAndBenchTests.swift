import StaysDomain
import StaysTestSupport
import Testing

@testable import StaysApp

@Suite struct SeedAndBenchTests {
    @Test func progressBarRendersFilledCellsPercentAndGroupedCounts() {
        let bar = ProgressBar()
        #expect(bar.render(done: 520_000, total: 1_000_000) == "[#####.....] 52% 520,000/1,000,000 stays")
        #expect(bar.render(done: 0, total: 7) == "[..........] 0% 0/7 stays")
        #expect(bar.render(done: 9, total: 7) == "[##########] 100% 7/7 stays")
        #expect(bar.render(done: 0, total: 0) == "[##########] 100% 0/0 stays")
    }

    @Test func onATerminalTheBarIsRedrawnInPlaceOncePerPercent() {
        let output = TextOutputSpy()
        let reporter = ProgressReporter(output: output, isTerminal: true)
        for done in [0, 1, 2, 50, 100] { reporter.report(done: done, total: 100) }
        reporter.report(done: 100, total: 100)
        reporter.finish()
        #expect(
            output.standardError == "\r[..........] 0% 0/100 stays\r[..........] 1% 1/100 stays"
                + "\r[..........] 2% 2/100 stays\r[#####.....] 50% 50/100 stays\r[##########] 100% 100/100 stays\n")
    }

    @Test func elsewhereOneLinePerTenth() {
        let output = TextOutputSpy()
        let reporter = ProgressReporter(output: output, isTerminal: false)
        for done in stride(from: 0, through: 1000, by: 50) { reporter.report(done: done, total: 1000) }
        reporter.finish()
        #expect(output.standardError.split(separator: "\n").count == 11)
        #expect(output.standardError.hasSuffix("[##########] 100% 1,000/1,000 stays\n"))
        #expect(!output.standardError.contains("\r"))
    }

    @Test func seedPassesCountAndSeedAndSummarises() async throws {
        let output = TextOutputSpy()
        let seeder = StaySeederSpy(steps: [500, 1000])
        let runner = SeedCommandRunner(
            seeder: seeder, counter: StayCounterStub(count: 0),
            progress: ProgressReporter(output: output, isTerminal: false), output: output)
        try await runner.seed(count: 1000, seed: 42)
        #expect(seeder.receivedCalls.map(\.count) == [1000])
        #expect(seeder.receivedCalls.map(\.seed) == [42])
        #expect(output.standardOutput == "Seeded 1,000 stays with seed 42.\n")
        #expect(output.standardError == "[#####.....] 50% 500/1,000 stays\n[##########] 100% 1,000/1,000 stays\n")
    }

    @Test func seedRefusesAnAbsurdCountAndPassesFailuresOn() async {
        let output = TextOutputSpy()
        let failing = SeedCommandRunner(
            seeder: StaySeederSpy(steps: [], shouldFail: true), counter: StayCounterStub(count: 0),
            progress: ProgressReporter(output: output, isTerminal: false), output: output)
        await #expect(throws: StayCommandError.usage("count must be between 1 and 50000000, got -1")) {
            try await failing.seed(count: -1, seed: 1)
        }
        await #expect(throws: TestDoubleError.forcedFailure) { try await failing.seed(count: 5, seed: 1) }
    }

    @Test func seedRefusesAFilledCatalogueInOneSentenceUnlessReplacing() async throws {
        // given a catalogue holding 280,000 stays
        let output = TextOutputSpy()
        let seeder = StaySeederSpy(steps: [], replaced: 280_000)
        let runner = SeedCommandRunner(
            seeder: seeder, counter: StayCounterStub(count: 280_000),
            progress: ProgressReporter(output: output, isTerminal: false), output: output)
        // when seeding without --replace, then with it
        await #expect(
            throws: StayCommandError.failed(
                "the catalogue already holds 280,000 stays; pass --replace to replace them and their bookings")
        ) { try await runner.seed(count: 10, seed: 1) }
        try await runner.seed(count: 10, seed: 1, replacing: true)
        // then only the second seeds, replacing
        #expect(seeder.receivedCalls.map(\.replacing) == [true])
        #expect(output.standardOutput == "Seeded 10 stays with seed 1 in place of 280,000 earlier ones.\n")
    }

    @Test func seedSaysWhenAnEarlierSeedingHadNotFinished() async throws {
        let output = TextOutputSpy()
        let runner = SeedCommandRunner(
            seeder: StaySeederSpy(steps: [], unfinishedEarlier: 1_000_000), counter: StayCounterStub(count: 0),
            progress: ProgressReporter(output: output, isTerminal: false), output: output)
        try await runner.seed(count: 10, seed: 1)
        #expect(
            output.standardOutput == "An earlier seeding of 1,000,000 stays did not finish; none of it was kept.\n"
                + "Seeded 10 stays with seed 1.\n")
    }

    @Test func benchTimesEveryCallBesideTheBaselineAndBooksWithEightWritersAtOnce() async throws {
        // given searchers answering a page of twenty different stays, and a reserver that always books
        let output = TextOutputSpy()
        let histogram = NightlyPriceHistogram(currency: "USD", total: 0, min: 0, max: 0, average: 0, buckets: [])
        let results = (1...20).map { StaySearchResult.fixture(.fixture(id: StayID("stay:\($0)"))) }
        let page = StayResultsPage(total: 20, results: results, nextCursor: nil)
        let searcher = StaySearcherSpy(pages: [page], histogram: histogram)
        let baseline = StaySearcherSpy(pages: [page], histogram: histogram)
        let reservation = Reservation.fixture(
            id: "r", stayID: "stay:0000001",
            dates: try StayDates(checkIn: .fixture("2030-06-01"), checkOut: .fixture("2030-06-02")), guestName: "Bench",
            totalPrice: Money(minorUnits: 1))
        let reserver = ReserverStub(reservation: .success(reservation))
        let runner = StayBenchRunner(
            searcher: searcher, baseline: baseline, reserver: reserver, clock: ContinuousClock(),
            today: FixedTodayProvider(day: .fixture("2030-05-01")), output: output)
        // when benching five queries
        try await runner.run(iterations: 5, seed: 3, radiusKilometres: 10)
        // then both searchers saw the same queries, the searcher each again with filters, in two boxes, without
        // dates and flexible, and the other stays were booked concurrently: one each by the eight writers warming
        // up, then five timed
        let lines = output.standardOutput.split(separator: "\n")
        #expect(lines.count == 12)
        #expect(lines.prefix(10).allSatisfy { $0.contains("(5 queries)") })
        #expect(lines[1].hasPrefix("Search (plain SQL)") && lines[1].hasSuffix("p99 slower"))
        #expect(lines[3].hasPrefix("Histogram (plain"))
        let variants = ["Search, 3 filters:", "Box, city:", "Box, country:", "Browse, no dates:", "Flexible, a week:"]
        #expect(zip(lines[4...8], variants).allSatisfy { $0.hasPrefix($1) && $0.hasSuffix("20 found on average") })
        #expect(lines[9].hasSuffix(", 5 booked"))
        #expect(lines[10].hasPrefix("Reserve ×8, warm-up:") && lines[10].hasSuffix("(8 queries), 8 booked"))
        #expect(lines[11].hasPrefix("Reserve ×8 at once:") && lines[11].hasSuffix("(5 queries), 5 booked"))
        let timed = searcher.receivedQueries
        #expect(Array(timed.prefix(5)) == baseline.receivedQueries)
        #expect(timed.count == 30)
        #expect(timed[5...9].allSatisfy { $0.filters == StayBenchQueries.threeFilters })
        #expect(timed[10...19].allSatisfy { if case .box = $0.area { true } else { false } })
        #expect(timed[20...24].allSatisfy { $0.timing == .anyTime })
        #expect(timed[25...29].allSatisfy { if case .flexible = $0.timing { true } else { false } })
        #expect(baseline.receivedHistogramQueries.count == 5)
        let concurrent = reserver.receivedBookings.dropFirst(5).map(\.stayID)
        #expect(concurrent.count == 13 && Set(concurrent).count == 13 && !concurrent.contains("stay:1"))
        #expect(timed.prefix(5).allSatisfy { $0.dates.map { $0.checkIn > .fixture("2030-05-01") } == true })
    }
}
