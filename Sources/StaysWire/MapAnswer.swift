import StaysDomain

/// A map view as `GET /api/v1/map` answers it (`MapJSONWriter`'s format), read back: `unit`, then for each kind its
/// features, each a first point and the changes to the next ones.
public struct MapAnswer: Decodable, Sendable {
    /// The features, in whole units of `unitDegrees`.
    public let set: MapFeatureSet

    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    // MARK: - Decoding

    /// Reads `{"unit": …, "land": [[x, y, dx, dy, …]], …}`; a kind left out has no features, an odd count is refused.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        let unit = try container.decode(Double.self, forKey: Key(stringValue: "unit"))
        var features: [MapFeature] = []
        for kind in MapFeatureKind.allCases {
            let key = Key(stringValue: kind.rawValue)
            for changes in try container.decodeIfPresent([[Int32]].self, forKey: key) ?? [] {
                guard changes.count.isMultiple(of: 2) else {
                    throw DecodingError.dataCorruptedError(
                        forKey: key, in: container, debugDescription: "a feature has an odd number of coordinates")
                }
                features.append(MapFeature(kind: kind, points: Self.absolute(changes)))
            }
        }
        set = MapFeatureSet(unitDegrees: unit, features: features)
    }

    /// The points from the first one and the changes after it.
    private static func absolute(_ changes: [Int32]) -> [Int32] {
        var points = changes
        var index = 2
        while index + 1 < points.count {
            points[index] &+= points[index - 2]
            points[index + 1] &+= points[index - 1]
            index += 2
        }
        return points
    }
}
