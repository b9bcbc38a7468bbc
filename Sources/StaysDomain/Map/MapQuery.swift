/// A view of the map: a box, a zoom (a 256-pixel tile spans 360° / 2^zoom of longitude) and the kinds to show.
public struct MapQuery: Hashable, Sendable {
    /// The most detailed zoom a query may ask for.
    public static let maximumZoom = 22
    /// The widest view a zoom allows, in 256-pixel tiles a side: a box may be up to 2048 pixels across.
    public static let maximumTiles = 8.0

    /// The box to show; a west edge east of the east edge crosses the antimeridian.
    public let box: BoundingBox
    /// The zoom, 0 (the world in one tile) to `maximumZoom`.
    public let zoom: Int
    /// The kinds of features to show.
    public let kinds: Set<MapFeatureKind>

    /// Creates a query, refusing a zoom out of range and a box wider or taller than the zoom's view.
    public init(box: BoundingBox, zoom: Int, kinds: Set<MapFeatureKind> = Set(MapFeatureKind.allCases))
        throws(StayRequestError)
    {
        guard (0...Self.maximumZoom).contains(zoom) else {
            throw StayRequestError("zoom must be from 0 to \(Self.maximumZoom), got \(zoom)")
        }
        let side = Self.largestSide(zoom: zoom)
        guard box.longitudeSpan <= side, box.northEast.latitude - box.southWest.latitude <= side else {
            throw StayRequestError("bbox is too large for zoom \(zoom): at most \(side) degrees a side")
        }
        self.box = box
        self.zoom = zoom
        self.kinds = kinds
    }

    /// The longest side in degrees a box may have at `zoom`.
    public static func largestSide(zoom: Int) -> Double {
        min(360, 360 * maximumTiles / Double(1 << zoom))
    }
}

extension BoundingBox {
    /// Degrees from the west edge east to the east edge, across the antimeridian when west lies east of east.
    public var longitudeSpan: Double {
        let span = northEast.longitude - southWest.longitude
        return span >= 0 ? span : span + 360
    }
}
