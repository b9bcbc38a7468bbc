import Foundation
import HummingbirdTesting
import MapData
import MapTiles
import StaysDomain
import StaysServer
import StaysTestSupport
import Testing

@Suite struct MapRouteTests {
    static let seoulView = "/api/v1/map?bbox=126.85,37.45,127.1,37.65&zoom=12"
    static let answer = MapFeatureSet(
        unitDegrees: 0.0001,
        features: [
            MapFeature(kind: .river, points: [1_269_500, 375_200, 1_270_500, 375_400]),
            MapFeature(kind: .land, points: [1_269_000, 375_000, 1_271_000, 375_000, 1_271_000, 377_000]),
        ])

    // MARK: - Answers

    @Test func aViewIsAnsweredAsFirstPointsThenChangesByKindWithALongCache() async throws {
        let spy = MapFeatureLoaderSpy(answer: Self.answer)
        let harness = try await ServerHarness(replacing: { $0.replacing(map: spy) })
        let response = try await harness.test { try await $0.send(.get, Self.seoulView) }
        #expect(response.status == .ok)
        #expect(
            response.text == #"{"unit":0.0001,"land":[[1269000,375000,2000,0,0,2000]],"lake":[],"island":[],"#
                + #""river":[[1269500,375200,1000,200]],"border":[]}"#)
        #expect(response.headers[.cacheControl] == "public, max-age=604800")
        let query = try #require(spy.receivedQueries.first)
        #expect(query.zoom == 12)
        #expect(query.box.southWest == Coordinate(latitude: 37.45, longitude: 126.85))
        #expect(query.box.northEast == Coordinate(latitude: 37.65, longitude: 127.1))
    }

    // MARK: - Refusals

    @Test(arguments: [
        ("?zoom=12", "bbox"), ("?bbox=126.85,37.45,127.1&zoom=12", "bbox"), ("?bbox=a,b,c,d&zoom=12", "bbox"),
        ("?bbox=126.85,37.65,127.1,37.45&zoom=12", "bbox"), ("?bbox=126,37,127,38&zoom=12", "bbox"),
        ("?bbox=126.85,37.45,127.1,37.65", "zoom"), ("?bbox=126.85,37.45,127.1,37.65&zoom=23", "zoom"),
        ("?bbox=126.85,37.45,127.1,37.65&zoom=-1", "zoom"), ("?bbox=126.85,37.45,127.1,37.65&zoom=twelve", "zoom"),
    ])
    func aBadBoxOrZoomIsA400NamingIt(query: String, field: String) async throws {
        let spy = MapFeatureLoaderSpy(answer: Self.answer)
        let harness = try await ServerHarness(replacing: { $0.replacing(map: spy) })
        let response = try await harness.test { try await $0.send(.get, "/api/v1/map\(query)") }
        #expect(response.status == .badRequest)
        #expect(response.problem?.detail.contains(field) == true, "\(response.text)")
        #expect(spy.receivedQueries.isEmpty)
    }

    @Test func aServerWithoutAMapAnswers404() async throws {
        let harness = try await ServerHarness()
        let response = try await harness.test { try await $0.send(.get, Self.seoulView) }
        #expect(response.status == .notFound)
    }

    // MARK: - The bundled map

    @Test func aCityViewOnTheBundledMapIsSmallAndHasLand() async throws {
        let reader = try TiledMapReader(contentsOf: try #require(MapDataLocation.bundledMap))
        let harness = try await ServerHarness(replacing: { $0.replacing(map: reader) })
        let views = [
            ("Seoul", Self.seoulView), ("Tokyo", "/api/v1/map?bbox=139.6,35.55,139.85,35.75&zoom=12"),
            ("Istanbul", "/api/v1/map?bbox=28.85,40.95,29.15,41.15&zoom=12"),
            ("Across the antimeridian", "/api/v1/map?bbox=179,66,-179,67&zoom=10"),
        ]
        for (name, path) in views {
            let answer = try await harness.test { try await $0.send(.get, path) }
            #expect(answer.status == .ok)
            #expect(answer.body.readableBytes < 100_000, "\(name): \(answer.body.readableBytes) bytes")
            #expect(answer.text.contains(#""land":[["#), "\(name) has land")
        }
    }
}
