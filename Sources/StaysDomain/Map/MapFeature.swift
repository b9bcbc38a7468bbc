/// One ring or line of a map, cut to the tile it was stored in.
public struct MapFeature: Hashable, Sendable {
    /// What it shows.
    public let kind: MapFeatureKind
    /// Its points, in whole units of the answer's `unitDegrees`: longitude then latitude, one pair after another.
    public let points: [Int32]

    /// Creates a feature from its kind and its longitude, latitude pairs in units.
    public init(kind: MapFeatureKind, points: [Int32]) {
        self.kind = kind
        self.points = points
    }
}

/// The map features found in a box at a zoom, with the precision they carry.
public struct MapFeatureSet: Hashable, Sendable {
    /// The size of one coordinate unit in degrees (0.0001 in a city's view).
    public let unitDegrees: Double
    /// The features, land first (`MapFeatureKind` order).
    public let features: [MapFeature]

    /// Collects features measured in units of `unitDegrees`.
    public init(unitDegrees: Double, features: [MapFeature]) {
        self.unitDegrees = unitDegrees
        self.features = features
    }
}
