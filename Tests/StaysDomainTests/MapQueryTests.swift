import StaysDomain
import Testing

@Suite struct MapQueryTests {
    static func box(_ west: Double, _ south: Double, _ east: Double, _ north: Double) throws -> BoundingBox {
        try BoundingBox(
            southWest: Coordinate(latitude: south, longitude: west),
            northEast: Coordinate(latitude: north, longitude: east))
    }

    @Test(arguments: [-1, 23])
    func aZoomOutOfRangeIsRefusedNamingZoom(zoom: Int) throws {
        #expect(throws: StayRequestError("zoom must be from 0 to 22, got \(zoom)")) {
            try MapQuery(box: try Self.box(126.9, 37.5, 127.0, 37.6), zoom: zoom)
        }
    }

    @Test func aBoxWiderThanTheZoomShowsIsRefusedNamingBbox() throws {
        #expect(throws: StayRequestError("bbox is too large for zoom 12: at most 0.703125 degrees a side")) {
            try MapQuery(box: try Self.box(126, 37.5, 127, 37.6), zoom: 12)
        }
    }

    @Test func aCityViewAndTheWholeWorldAtZoomZeroAreAccepted() throws {
        #expect(try MapQuery(box: try Self.box(126.85, 37.45, 127.1, 37.65), zoom: 12).zoom == 12)
        #expect(try MapQuery(box: try Self.box(-180, -90, 180, 90), zoom: 0).kinds == Set(MapFeatureKind.allCases))
    }

    @Test func aBoxAcrossTheAntimeridianSpansTheShortWayRound() throws {
        #expect(try Self.box(179.5, -17, -179.5, -16).longitudeSpan == 1)
        #expect(try MapQuery(box: try Self.box(179.8, -17, -179.8, -16.6), zoom: 11).zoom == 11)
    }
}
