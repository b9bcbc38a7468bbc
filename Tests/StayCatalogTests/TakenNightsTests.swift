import Foundation
import StaysDomain
import Testing

@testable import StayCatalog
@testable import StayCatalogCore

@Suite struct TakenNightsTests {
    // MARK: - Bitmap

    @Test func onlyTheTakenNightsAreNotFree() throws {
        // given nights 100, 101 and 120 taken, out of order and repeated
        let taken = try #require(TakenNights(nights: [120, 100, 101, 100]))
        // then the bitmap starts at the earliest and covers the latest
        #expect(taken.firstNight == 100 && taken.bytes.count == 3)
        #expect(taken.areFree(from: 102, to: 120))
        #expect(!taken.areFree(from: 102, to: 121))
        #expect(!taken.areFree(from: 90, to: 101))
        #expect(taken.areFree(from: 90, to: 100))
        #expect(taken.areFree(from: 121, to: 500))
        #expect(!taken.areFree(from: 0, to: 1_000))
    }

    @Test func noNightsGiveNoBitmapAndAnEmptyRangeIsFree() throws {
        #expect(TakenNights(nights: []) == nil)
        let taken = try #require(TakenNights(nights: [5]))
        #expect(taken.areFree(from: 5, to: 5))
        #expect(taken.blob == Data([1]))
    }

    @Test func nightsBeforeNineteenSeventyAndFarAheadAreKept() throws {
        let taken = try #require(TakenNights(nights: [-3, 40_000]))
        #expect(!taken.areFree(from: -3, to: -2))
        #expect(!taken.areFree(from: 40_000, to: 40_001))
        #expect(taken.areFree(from: -2, to: 40_000))
    }

    // MARK: - Spatial keys

    @Test func nearbyPointsGetCloserKeysThanFarOnes() {
        let seoul = HilbertKey.of(Coordinate(latitude: 37.566, longitude: 126.9784))
        let nearSeoul = HilbertKey.of(Coordinate(latitude: 37.57, longitude: 126.98))
        let paris = HilbertKey.of(Coordinate(latitude: 48.85, longitude: 2.35))
        #expect(seoul.distance(to: nearSeoul).magnitude < seoul.distance(to: paris).magnitude)
        #expect(HilbertKey.of(Coordinate(latitude: -90, longitude: -180)) == 0)
        #expect(HilbertKey.of(Coordinate(latitude: 90, longitude: 180)) < UInt64(HilbertKey.side * HilbertKey.side))
    }
}
