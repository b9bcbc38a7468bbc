import StaysDomain

/// Writes a map view as compact JSON by hand: `{"unit":0.0001,"land":[[…]],"lake":…,"border":[[…]]}`, every kind
/// present. Each feature is one array of whole units of `unit` degrees: its first longitude and latitude, then
/// each next point as the change from the one before (`[1269780,375661,-12,3,…]`), so a city's view stays small.
public struct MapJSONWriter: Sendable {
    /// Creates a writer.
    public init() {}

    /// The UTF-8 bytes of the answer, without a trailing newline.
    public func bytes(_ set: MapFeatureSet) -> [UInt8] {
        let points = set.features.reduce(0) { $0 + $1.points.count }
        var out = JSONTextBuffer(capacity: 128 + 4 * points)
        out.raw(#"{"unit":"#)
        out.append(contentsOf: set.unitDegrees.description.utf8)
        for kind in MapFeatureKind.allCases {
            out.raw(",\"")
            out.append(contentsOf: kind.rawValue.utf8)
            out.raw("\":[")
            var first = true
            for feature in set.features where feature.kind == kind {
                if !first { out.raw(",") }
                append(feature.points, to: &out)
                first = false
            }
            out.raw("]")
        }
        out.raw("}")
        return out.bytes
    }

    // MARK: - Parts

    private func append(_ points: [Int32], to out: inout JSONTextBuffer) {
        out.raw("[")
        var previous = (x: Int32(0), y: Int32(0))
        var index = 0
        while index + 1 < points.count {
            if index > 0 { out.raw(",") }
            out.integer(Int(points[index]) - Int(previous.x))
            out.raw(",")
            out.integer(Int(points[index + 1]) - Int(previous.y))
            previous = (points[index], points[index + 1])
            index += 2
        }
        out.raw("]")
    }
}
