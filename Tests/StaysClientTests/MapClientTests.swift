import StaysClient
import StaysDomain
import StaysTestSupport
import Testing

/// The map over the HTTP client answers what the server's map loader answers.
@Suite struct MapClientTests {
    static let set = MapFeatureSet(
        unitDegrees: 0.0001,
        features: [
            MapFeature(kind: .land, points: [1_269_780, 375_661, 1_269_768, 375_664, 1_269_790, 375_700]),
            MapFeature(kind: .lake, points: [1_269_800, 375_600, 1_269_810, 375_610]),
            MapFeature(kind: .border, points: [1_270_000, 375_000, 1_270_100, 375_100]),
        ])

    @Test func theClientReadsTheServersFeaturesAndKeepsTheKindsAsked() async throws {
        let spy = MapFeatureLoaderSpy(answer: Self.set)
        let harness = try await ClientHarness(map: spy)
        let box = try BoundingBox(
            southWest: Coordinate(latitude: 37.5, longitude: 126.9),
            northEast: Coordinate(latitude: 37.6, longitude: 127.1))

        let (all, coasts) = try await harness.remote { services in
            (
                try await services.map.features(for: try MapQuery(box: box, zoom: 12)),
                try await services.map.features(for: try MapQuery(box: box, zoom: 12, kinds: [.land, .lake]))
            )
        }

        #expect(all == Self.set)
        #expect(coasts.features.map(\.kind) == [.land, .lake])
        #expect(spy.receivedQueries.map(\.zoom) == [12, 12])
        #expect(spy.receivedQueries.first?.box == box)
    }
}
