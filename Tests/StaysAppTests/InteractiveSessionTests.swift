import Foundation
import StaysDomain
import StaysFeatures
import StaysMessages
import StaysTerminal
import StaysTerminalTestSupport
import StaysTestSupport
import Testing

@testable import StaysApp

@MainActor
@Suite struct InteractiveSessionTests {
    private let size = TerminalSize(columns: 60, rows: 16)
    private let words = MessageCatalog.shipped()

    private func makeFlow() -> SearchFlowCoordinator {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "en_US")
        let steps = SearchStepFactory(
            locationProvider: FixedLocationProvider(
                location: UserLocation(coordinate: Coordinate(latitude: 37.566, longitude: 126.9784), name: "Seoul")),
            nearbyFinder: NearbyPlaceFinderStub(result: [.fixture(name: "Incheon", distanceKilometres: 27.4)]),
            suggester: PlaceSuggesterStub(result: []), detailSearcher: PlaceDetailSearcherStub(results: [:]),
            clock: TestClock(), debounceInterval: .milliseconds(80),
            todayProvider: FixedTodayProvider(day: .fixture("2026-12-01")),
            dateConfiguration: DateSearchConfiguration(calendar: calendar), words: words)
        return SearchFlowFactory(steps: steps, summaryWriter: StayQuerySummary(calendar: calendar, words: words))
            .makeFlow()
    }

    @Test func walkingThroughTheFlowFinishesWithTheSummaryAndRedrawsWhenPlacesArrive() async throws {
        // given
        let terminal = TerminalIOSpy(size: size, script: [], staysOpen: true)
        let session = InteractiveSession(flow: makeFlow(), words: words)
        // when
        async let outcome = session.run(on: terminal, renderer: PlainTextRenderer())
        #expect(await eventually { terminal.writtenFrames.last?.contains("Incheon") == true })
        for key: Key in [.enter, .text("s"), .text("+"), .text("+"), .enter, .enter] {
            terminal.send(.key(key))
        }
        // then
        #expect(try await outcome == .finished("Incheon · Any week · 2 guests"))
        #expect(terminal.calls.first == .enterFullScreen)
        #expect(terminal.calls.last == .leaveFullScreen)
    }

    @Test func escapeOnTheFirstStepCancels() async throws {
        let terminal = TerminalIOSpy(size: size, script: [.key(.escape)])
        #expect(try await InteractiveSession(flow: makeFlow(), words: words).run(on: terminal) == .cancelled)
        #expect(terminal.isFullScreen == false)
    }

    @Test func controlCIsReportedAsInterrupted() async throws {
        let terminal = TerminalIOSpy(size: size, script: [.key(.text("se")), .key(.interrupt)])
        #expect(try await InteractiveSession(flow: makeFlow(), words: words).run(on: terminal) == .interrupted)
        #expect(terminal.isFullScreen == false)
    }

    @Test func inputEndingMidFlowCancels() async throws {
        let terminal = TerminalIOSpy(size: size, script: [.key(.text("se"))])
        #expect(try await InteractiveSession(flow: makeFlow(), words: words).run(on: terminal) == .cancelled)
    }
}
