import Foundation
import MapData
import MapTiles
import StaysDomain
import Testing

@Suite struct BundledMapTests {
    static func reader() throws -> TiledMapReader {
        try TiledMapReader(contentsOf: try #require(MapDataLocation.bundledMap))
    }

    static func box(_ west: Double, _ south: Double, _ east: Double, _ north: Double) throws -> BoundingBox {
        try BoundingBox(
            southWest: Coordinate(latitude: south, longitude: west),
            northEast: Coordinate(latitude: north, longitude: east))
    }

    @Test func theBundledMapStaysUnderTwentyFiveMegabytes() throws {
        let url = try #require(MapDataLocation.bundledMap)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int)
        #expect(size <= 25_000_000, "the map file is \(size) bytes")
    }

    @Test func seoulAtCityZoomHasItsCoastAndTheHanRiver() throws {
        let set = try Self.reader().features(try MapQuery(box: try Self.box(126.85, 37.45, 127.1, 37.65), zoom: 12))
        #expect(set.unitDegrees == 0.0001)
        #expect(set.features.contains { $0.kind == .land })
        #expect(set.features.contains { $0.kind == .river })
    }

    @Test func theWorldAtZoomZeroIsCoarseLand() throws {
        let set = try Self.reader().features(try MapQuery(box: try Self.box(-180, -85, 180, 85), zoom: 0))
        #expect(set.unitDegrees == 0.01)
        #expect(set.features.filter { $0.kind == .land }.count > 100)
        #expect(set.features.contains { $0.kind == .border })
    }

    @Test func theOpenSeaHasNothing() throws {
        let set = try Self.reader().features(try MapQuery(box: try Self.box(-30.2, -30.2, -30, -30), zoom: 12))
        #expect(set.features.isEmpty)
    }

    @Test func chukotkaAcrossTheAntimeridianHasLandOnBothSides() throws {
        let set = try Self.reader().features(try MapQuery(box: try Self.box(179, 66, -179, 67), zoom: 10))
        let longitudes = set.features.filter { $0.kind == .land }.map { $0.points[0] }
        #expect(longitudes.contains { $0 > 0 })
        #expect(longitudes.contains { $0 < 0 })
    }
}
