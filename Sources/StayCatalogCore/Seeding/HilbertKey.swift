import StaysDomain

/// A point's position along a Hilbert curve over a 65,536 × 65,536 grid of the globe, so sorting stays by it
/// puts neighbours in neighbouring rows and pages.
package enum HilbertKey {
    /// Cells along each side of the grid.
    static let side = 1 << 16

    // MARK: - Keys

    /// The key of a coordinate.
    package static func of(_ coordinate: Coordinate) -> UInt64 {
        let x = cell((coordinate.longitude + 180) / 360)
        let y = cell((coordinate.latitude + 90) / 180)
        return distance(x: x, y: y)
    }

    private static func cell(_ fraction: Double) -> Int {
        min(side - 1, max(0, Int(fraction * Double(side))))
    }

    /// The classic rotate-and-accumulate walk from the largest quadrant down.
    private static func distance(x startX: Int, y startY: Int) -> UInt64 {
        var (x, y) = (startX, startY)
        var result: UInt64 = 0
        var half = side / 2
        while half > 0 {
            let right = x & half > 0 ? 1 : 0
            let up = y & half > 0 ? 1 : 0
            result += UInt64(half) * UInt64(half) * UInt64((3 * right) ^ up)
            if up == 0 {
                if right == 1 {
                    x = side - 1 - x
                    y = side - 1 - y
                }
                (x, y) = (y, x)
            }
            half /= 2
        }
        return result
    }
}
