import Foundation
import MapTiles
import StaysDomain
import Testing

@Suite struct TiledMapReaderTests {
    static let seoulRing = MapFileFixture.Feature(kind: 0, points: [126_900, 37_500, 127_100, 37_500, 127_100, 37_700])
    static let hanRiver = MapFileFixture.Feature(kind: 3, points: [126_950, 37_520, 127_050, 37_540])
    static let farRing = MapFileFixture.Feature(kind: 0, points: [2_000, 48_500, 2_500, 48_500, 2_500, 49_000])

    static func seoulBand() -> MapFileFixture.Band {
        var band = MapFileFixture.Band()
        band.tiles[band.tile(longitude: 127, latitude: 37.5)] = [hanRiver, seoulRing]
        band.tiles[band.tile(longitude: 2, latitude: 48.5)] = [farRing]
        return band
    }

    static func reader(_ bands: [MapFileFixture.Band]) throws -> TiledMapReader {
        try TiledMapReader(data: Data(MapFileFixture(bands: bands).bytes))
    }

    static func query(
        _ west: Double, _ south: Double, _ east: Double, _ north: Double, zoom: Int = 12,
        kinds: Set<MapFeatureKind> = Set(MapFeatureKind.allCases)
    ) throws -> MapQuery {
        try MapQuery(
            box: BoundingBox(
                southWest: Coordinate(latitude: south, longitude: west),
                northEast: Coordinate(latitude: north, longitude: east)),
            zoom: zoom, kinds: kinds)
    }

    // MARK: - Reading a view

    @Test func aViewGetsItsTilesFeaturesInUnitsLandFirst() async throws {
        let reader = try Self.reader([Self.seoulBand()])
        let set = try await reader.features(for: try Self.query(126.8, 37.4, 127.2, 37.8))
        #expect(set.unitDegrees == 0.001)
        #expect(
            set.features == [
                MapFeature(kind: .land, points: Self.seoulRing.points),
                MapFeature(kind: .river, points: Self.hanRiver.points),
            ])
    }

    @Test func onlyTheKindsAskedForAreRead() throws {
        let reader = try Self.reader([Self.seoulBand()])
        let set = try reader.features(try Self.query(126.8, 37.4, 127.2, 37.8, kinds: [.river]))
        #expect(set.features.map(\.kind) == [.river])
    }

    @Test func aFeatureOfTheTileOutsideTheBoxIsLeftOut() throws {
        let reader = try Self.reader([Self.seoulBand()])
        let set = try reader.features(try Self.query(127.15, 37.75, 127.3, 37.9))
        #expect(set.features.isEmpty)
    }

    @Test func theZoomPicksItsBand() throws {
        var world = MapFileFixture.Band(maximumZoom: 4, unitNanodegrees: 10_000_000, tileMillidegrees: 90_000)
        world.tiles[world.tile(longitude: 127, latitude: 37)] = [
            .init(kind: 0, points: [12_000, 3_000, 13_000, 4_000])
        ]
        var city = Self.seoulBand()
        city.minimumZoom = 5
        let reader = try Self.reader([world, city])
        let coarse = try reader.features(try Self.query(126.8, 37.4, 127.2, 37.8, zoom: 3))
        #expect(coarse.unitDegrees == 0.01)
        #expect(coarse.features.map(\.points) == [[12_000, 3_000, 13_000, 4_000]])
        #expect(try reader.features(try Self.query(126.8, 37.4, 127.2, 37.8, zoom: 5)).unitDegrees == 0.001)
    }

    @Test func aBoxAcrossTheAntimeridianReadsBothSides() throws {
        var band = MapFileFixture.Band()
        let east = MapFileFixture.Feature(kind: 0, points: [179_900, -16_900, 179_990, -16_800, 179_950, -16_700])
        let west = MapFileFixture.Feature(kind: 0, points: [-179_990, -16_900, -179_900, -16_800, -179_950, -16_700])
        band.tiles[band.tile(longitude: 179.9, latitude: -16.9)] = [east]
        band.tiles[band.tile(longitude: -179.99, latitude: -16.9)] = [west]
        let reader = try Self.reader([band])
        let across = try reader.features(try Self.query(179.8, -17, -179.8, -16.6))
        #expect(Set(across.features.map(\.points)) == [east.points, west.points])
        let eastOnly = try reader.features(try Self.query(179.8, -17, 179.99, -16.6))
        #expect(eastOnly.features.map(\.points) == [east.points])
    }

    // MARK: - Damaged files

    @Test func aFileThatIsNotAMapIsRefused() {
        var bytes = MapFileFixture(bands: [Self.seoulBand()]).bytes
        bytes[0] = UInt8(ascii: "X")
        #expect(throws: MapFileError.notAMap) { try TiledMapReader(data: Data(bytes)) }
    }

    @Test func aFileCutShortIsRefusedInOneSentence() {
        let bytes = MapFileFixture(bands: [Self.seoulBand()]).bytes.dropLast(3)
        #expect(throws: MapFileError.damaged("its length is not the length it records")) {
            try TiledMapReader(data: Data(bytes))
        }
        let sentence = MapFileError.damaged("its length is not the length it records").description
        #expect(sentence.split(separator: ". ").count == 1)
    }

    @Test func anIndexPointingOutsideItsBandIsRefused() {
        var bytes = MapFileFixture(bands: [Self.seoulBand()]).bytes
        bytes[24 + 32 + 8] = 0xFF  // the first tile's length, low byte
        bytes[24 + 32 + 9] = 0xFF
        #expect(throws: MapFileError.damaged("a tile lies outside its band")) { try TiledMapReader(data: Data(bytes)) }
    }

    @Test func aBandWithAnOffsetBeyondAnyFileOrAUnitTooFineIsRefused() {
        var far = MapFileFixture(bands: [Self.seoulBand()]).bytes
        far[24 + 16 + 7] = 0xFF  // the index offset's top byte
        #expect(throws: MapFileError.damaged("a band's offsets are beyond any file")) {
            try TiledMapReader(data: Data(far))
        }
        var fine = MapFileFixture(bands: [Self.seoulBand()]).bytes
        fine.replaceSubrange((24 + 4)..<(24 + 8), with: [100, 0, 0, 0])  // a unit of 100 nanodegrees
        #expect(throws: MapFileError.damaged("a band's unit is too fine for its coordinates")) {
            try TiledMapReader(data: Data(fine))
        }
    }

    @Test func aTileWhosePointsEndEarlyIsRefusedWhenRead() throws {
        var band = MapFileFixture.Band()
        band.tiles[band.tile(longitude: 127, latitude: 37.5)] = [Self.hanRiver]
        var bytes = MapFileFixture(bands: [band]).bytes
        bytes[24 + 32 + 12 + 1] = 9  // the river's point count: nine points, two stored
        let reader = try TiledMapReader(data: Data(bytes))
        #expect(throws: MapFileError.damaged("a tile's points end early")) {
            try reader.features(try Self.query(126.8, 37.4, 127.2, 37.8))
        }
    }
}
