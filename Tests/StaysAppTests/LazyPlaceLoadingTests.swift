import Foundation
import PlaceSearch
import PlaceSearchTestSupport
import StaysDomain
import StaysTestSupport
import Testing

@testable import StaysApp

@Suite struct LazyPlaceLoadingTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stays-lazy-\(UUID().uuidString)")
    var missingIndex: String { folder.appendingPathComponent("missing.stayindex").path }
    var database: String { folder.appendingPathComponent("stays.sqlite").path }

    private func removeFolder() {
        try? FileManager.default.removeItem(at: folder)
    }

    // MARK: - Composition root

    @Test func stayCommandsThatNeedNoPlacesRunWithoutReadingThePlaceIndex() async throws {
        // given a root whose place index file does not exist
        defer { removeFolder() }
        let output = TextOutputSpy()
        let root = CompositionRoot(placesData: missingIndex, environment: [:], output: output)
        // when
        try await root.stayCommandRunner(databasePath: database, access: .writing).reservations(format: .json)
        // then
        #expect(output.standardOutput == "{\"reservations\":[]}\n")
    }

    @Test func seedingReportsAMissingPlaceIndexWithTheLoadersOwnError() async throws {
        // given a catalogue opened by a root whose place index file does not exist
        defer { removeFolder() }
        let root = CompositionRoot(placesData: missingIndex, environment: [:], output: TextOutputSpy())
        let stays = try root.stayCatalog(databasePath: database)
        let direct = #expect(throws: PlaceIndexFileError.self) {
            try PlaceIndex.load(from: URL(fileURLWithPath: missingIndex))
        }
        // when
        let deferred = await #expect(throws: PlaceIndexFileError.self) {
            try await stays.seeder.seed(count: 1, seed: 1) { _, _ in }
        }
        // then
        #expect(deferred == direct)
        #expect(deferred?.description.contains(missingIndex) == true)
    }

    @Test func placeCommandsStillStopBeforeStartingOnAMissingPlaceIndex() async throws {
        // given
        let options = try PlaceDataOptions.parse(["--places-data", missingIndex])
        var started = false
        // when / then
        await #expect(throws: PlaceIndexFileError.self) {
            try await options.withCompositionRoot(output: TextOutputSpy()) { _ in started = true }
        }
        #expect(!started)
    }

    // MARK: - LazyPlaceSuggester

    @Test func theIndexIsReadOnFirstUseAndThenKept() async throws {
        // given
        let loads = CallbackSpy<Int>()
        let places = LazyPlaceSuggester {
            loads.record(1)
            return PlaceIndexBuilder().build(PlaceWorldFixture.sourceData())
        }
        #expect(loads.callCount == 0)
        // when
        let suggestions = try await places.suggestions(for: SuggestionQuery(text: "seoul", limit: 1))
        let seoul = try await places.place(withID: "geonames:1835848")
        // then
        #expect(suggestions.map(\.title) == ["Seoul"])
        #expect(seoul?.name == "Seoul")
        #expect(loads.callCount == 1)
    }

    @Test func concurrentFirstUsesShareOneLoad() async throws {
        // given
        let loads = CallbackSpy<Int>()
        let places = LazyPlaceSuggester {
            loads.record(1)
            return PlaceIndexBuilder().build(PlaceWorldFixture.sourceData())
        }
        let query = try NearbyQuery(center: Coordinate(latitude: 37.5, longitude: 127))
        // when
        let counts = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<8 {
                group.addTask { try await places.nearbyPlaces(for: query).count }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        // then
        #expect(counts.count == 8)
        #expect(counts.allSatisfy { $0 > 0 })
        #expect(loads.callCount == 1)
    }

    @Test func aFailedLoadFailsEveryLaterCallWithoutReadingAgain() async throws {
        // given
        let loads = CallbackSpy<Int>()
        let places = LazyPlaceSuggester {
            loads.record(1)
            throw TestDoubleError.forcedFailure
        }
        // when
        let first = await #expect(throws: TestDoubleError.self) { try await places.place(withID: "geonames:1") }
        let second = await #expect(throws: TestDoubleError.self) {
            try await places.mostPopulousPlace(inTimeZone: "Asia/Seoul")
        }
        // then
        #expect(first == .forcedFailure)
        #expect(second == .forcedFailure)
        #expect(loads.callCount == 1)
    }
}
