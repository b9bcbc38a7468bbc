import StaysDomain

/// A band's tiles under a box: which columns and rows, and the box in the band's units.
struct TileGrid {
    /// The band whose grid this is.
    let band: MapBand

    private var tileDegrees: Double { Double(band.tileMillidegrees) / 1000 }

    // MARK: - Tiles

    /// The columns under the box: one range, or two when it crosses the antimeridian.
    func columns(_ box: BoundingBox) -> [ClosedRange<Int>] {
        let west = column(box.southWest.longitude)
        let east = column(box.northEast.longitude)
        return box.southWest.longitude <= box.northEast.longitude
            ? [west...east] : [west...(band.columns - 1), 0...east]
    }

    /// The rows under the box.
    func rows(_ box: BoundingBox) -> ClosedRange<Int> {
        row(box.southWest.latitude)...row(box.northEast.latitude)
    }

    /// The south-west corner of a tile in units, where its first point's delta starts.
    func origin(_ column: Int, _ row: Int) -> (x: Int32, y: Int32) {
        let tile = band.tileUnits
        return (Int32(column * tile - band.columns * tile / 2), Int32(row * tile - band.rows * tile / 2))
    }

    // MARK: - The box in units

    /// The box's longitudes in units: one range, or two across the antimeridian.
    func longitudeUnits(_ box: BoundingBox) -> [ClosedRange<Int32>] {
        let west = units(box.southWest.longitude, rounding: .down)
        let east = units(box.northEast.longitude, rounding: .up)
        let edge = units(180, rounding: .up)
        return west <= east ? [west...east] : [west...edge, -edge...east]
    }

    /// The box's latitudes in units.
    func latitudeUnits(_ box: BoundingBox) -> ClosedRange<Int32> {
        units(box.southWest.latitude, rounding: .down)...units(box.northEast.latitude, rounding: .up)
    }

    // MARK: - Helpers

    private func column(_ longitude: Double) -> Int {
        max(0, min(band.columns - 1, Int(((longitude + 180) / tileDegrees).rounded(.down))))
    }

    private func row(_ latitude: Double) -> Int {
        max(0, min(band.rows - 1, Int(((latitude + 90) / tileDegrees).rounded(.down))))
    }

    private func units(_ degrees: Double, rounding rule: FloatingPointRoundingRule) -> Int32 {
        Int32((degrees / band.unitDegrees).rounded(rule))
    }
}
