import StaysDomain

/// The order seeded listings are numbered in: by the Hilbert key of their coordinate, then by index.
package enum SpatialOrder {
    /// The source's indices in that order.
    package static func of(_ source: any StaySeedSource) -> [Int] {
        var keyed: [(key: UInt64, index: Int)] = []
        keyed.reserveCapacity(source.count)
        for index in 0..<source.count {
            keyed.append((HilbertKey.of(source.coordinate(at: index)), index))
        }
        keyed.sort { $0.key != $1.key ? $0.key < $1.key : $0.index < $1.index }
        return keyed.map { $0.index }
    }
}
