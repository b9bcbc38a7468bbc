import Foundation
import StaysDomain

/// The map features of a Stays map file (`world.staysmap`): mapped into memory once, its header and tile indexes
/// checked at start, then each view reads only the tiles under its box from the band of its zoom.
public struct TiledMapReader: MapFeatureLoading {
    private let data: Data
    private let bands: [MapBand]

    /// Maps the file at `url` and checks it.
    public init(contentsOf url: URL) throws(MapFileError) {
        let data: Data
        do {
            data = try Data(contentsOf: url, options: .alwaysMapped)
        } catch {
            throw .unreadable(path: url.path)
        }
        try self.init(data: data)
    }

    /// Reads a map file's bytes and checks them.
    public init(data: Data) throws(MapFileError) {
        self.data = data
        self.bands = try Self.reading(data) { bytes throws(MapFileError) in try MapFileHeader.bands(in: bytes) }
    }

    // MARK: - MapFeatureLoading

    /// The features of `query.kinds` crossing `query.box`, from the band of `query.zoom`, land first.
    public func features(for query: MapQuery) async throws -> MapFeatureSet {
        try features(query)
    }

    /// The same, without suspending.
    public func features(_ query: MapQuery) throws(MapFileError) -> MapFeatureSet {
        let band = bands.last { $0.minimumZoom <= query.zoom } ?? bands[0]
        let grid = TileGrid(band: band)
        let decoder = TileDecoder(
            kinds: query.kinds, longitudes: grid.longitudeUnits(query.box), latitudes: grid.latitudeUnits(query.box))
        var buckets = Array(repeating: [MapFeature](), count: MapFeatureKind.allCases.count)
        try Self.reading(data) { bytes throws(MapFileError) in
            for row in grid.rows(query.box) {
                for columns in grid.columns(query.box) {
                    for column in columns {
                        guard let tile = band.tile(row * band.columns + column, in: bytes) else { continue }
                        try decoder.decode(
                            bytes, offset: tile.offset, length: tile.length, origin: grid.origin(column, row),
                            into: &buckets)
                    }
                }
            }
        }
        return MapFeatureSet(unitDegrees: band.unitDegrees, features: buckets.flatMap { $0 })
    }

    // MARK: - Bytes

    private static func reading<Result>(
        _ data: Data, _ body: (UnsafeRawBufferPointer) throws(MapFileError) -> Result
    ) throws(MapFileError) -> Result {
        do {
            return try data.withUnsafeBytes { bytes in try body(bytes) }
        } catch let error as MapFileError {
            throw error
        } catch {
            throw .damaged("\(error)")
        }
    }
}
