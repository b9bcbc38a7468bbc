import StaysDomain
import StaysMessages
import StaysTestSupport
import Testing

@testable import StaysApp

@Suite struct FirstStartSeederTests {
    private func makeSeeder(count: Int?, spy: StaySeederSpy, output: TextOutputSpy) -> FirstStartSeeder {
        FirstStartSeeder(
            counter: StayCounterStub(count: count), seeder: spy,
            progress: ProgressReporter(output: output, isTerminal: false), output: output,
            words: MessageCatalog.shipped())
    }

    @Test func anEmptyCatalogueIsSeededOnceWithTheFixedSeedSayingSo() async throws {
        // given
        let spy = StaySeederSpy(steps: [140_000, 280_000])
        let output = TextOutputSpy()
        // when
        let seeded = try await makeSeeder(count: 0, spy: spy, output: output).seedIfEmpty()
        // then
        #expect(seeded)
        #expect(spy.receivedCalls.map(\.count) == [280_000])
        #expect(spy.receivedCalls.map(\.seed) == [FirstStartSeeder.sampleSeed])
        #expect(
            output.standardError == """
                Setting up a sample catalogue of 280,000 synthetic stays (first start only, about 20 seconds)…
                [#####.....] 50% 140,000/280,000 stays
                [##########] 100% 280,000/280,000 stays

                """)
        #expect(output.standardOutput.isEmpty)
    }

    @Test func aCatalogueWithStaysIsLeftAloneQuietly() async throws {
        let spy = StaySeederSpy(steps: [])
        let output = TextOutputSpy()
        // when
        let seeded = try await makeSeeder(count: 1, spy: spy, output: output).seedIfEmpty()
        // then
        #expect(!seeded)
        #expect(spy.receivedCalls.isEmpty)
        #expect(output.standardError.isEmpty)
    }

    @Test func aCountThatFailsStopsBeforeSeeding() async throws {
        let spy = StaySeederSpy(steps: [])
        let output = TextOutputSpy()
        await #expect(throws: TestDoubleError.forcedFailure) {
            try await makeSeeder(count: nil, spy: spy, output: output).seedIfEmpty()
        }
        #expect(spy.receivedCalls.isEmpty)
    }

    @Test func aSeedingThatFailsIsReported() async throws {
        let spy = StaySeederSpy(steps: [1], shouldFail: true)
        await #expect(throws: TestDoubleError.forcedFailure) {
            try await makeSeeder(count: 0, spy: spy, output: TextOutputSpy()).seedIfEmpty()
        }
        #expect(spy.receivedCalls.count == 1)
    }
}
