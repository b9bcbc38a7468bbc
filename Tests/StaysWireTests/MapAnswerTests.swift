import Foundation
import StaysDomain
import StaysWire
import Testing

@Suite struct MapAnswerTests {
    static let set = MapFeatureSet(
        unitDegrees: 0.0001,
        features: [
            MapFeature(kind: .land, points: [1_269_780, 375_661, 1_269_768, 375_664, 1_269_790, 375_700]),
            MapFeature(kind: .land, points: [-1_799_990, -170_000, 1_799_990, -170_010]),
            MapFeature(kind: .river, points: [10, 20, 5, 25]),
            MapFeature(kind: .border, points: [0, 0, -3, 4]),
        ])

    @Test func whatTheWriterWritesReadsBackToTheSameFeatures() throws {
        let bytes = Data(MapJSONWriter().bytes(Self.set))
        #expect(try JSONDecoder().decode(MapAnswer.self, from: bytes).set == Self.set)
    }

    @Test func aFeatureWithAnOddCountIsRefused() {
        let text = #"{"unit":0.001,"land":[[1,2,3]],"lake":[],"island":[],"river":[],"border":[]}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(MapAnswer.self, from: Data(text.utf8)) }
    }
}
