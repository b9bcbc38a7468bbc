import Foundation
import StaysDomain
import StaysTestSupport
import Testing

@testable import StaysApp

/// `stays bench calendar`: a year's export of each of the first stays, timed.
@Suite struct CalendarBenchRunnerTests {
    @Test func eachOfTheFirstStaysIsExportedForAYearAndTheLatencyPrinted() async throws {
        let loader = UnavailabilityLoaderSpy(
            nights: UnavailableNights(booked: [.fixture("2030-06-01", "2030-06-03")], blocked: []))
        let output = TextOutputSpy()
        let runner = CalendarBenchRunner(
            unavailability: loader, clock: ContinuousClock(), today: FixedTodayProvider(day: .fixture("2030-05-01")),
            moments: FixedMomentProvider(moment: Date(timeIntervalSince1970: 0)), output: output)

        try await runner.run(stays: 3)

        #expect(loader.requests.map(\.id) == ["stay:0000001", "stay:0000002", "stay:0000003"])
        #expect(loader.requests.allSatisfy { $0.from == .fixture("2030-05-01") && $0.to == .fixture("2031-05-01") })
        #expect(output.standardOutput.hasPrefix("calendar export, a year per stay: p50 "))
        #expect(output.standardOutput.contains("(3 queries)\n  3 events, "))
    }
}
