import Foundation
import StaysDomain

/// Accumulates points and gives their weighted centre, averaging unit vectors so it is right across
/// the antimeridian; falls back to the plain average when all weights are zero.
struct WeightedCentroid: Sendable {
    private var weighted = UnitVector()
    private var plain = UnitVector()
    private var totalWeight = 0.0
    private var first: Coordinate?

    // MARK: - Accumulating

    /// Adds a point; negative weights count as zero.
    mutating func add(_ coordinate: Coordinate, weight: Double) {
        let vector = UnitVector(coordinate)
        let weight = max(weight, 0)
        weighted.add(vector, scaledBy: weight)
        plain.add(vector, scaledBy: 1)
        totalWeight += weight
        if first == nil { first = coordinate }
    }

    /// The centre of the points added, or nil when none were; the first point when they cancel out.
    var centroid: Coordinate? {
        guard let first else { return nil }
        return (totalWeight > 0 ? weighted : plain).coordinate ?? first
    }
}

// MARK: - Unit vector

/// A point on the unit sphere, or a sum of such points.
private struct UnitVector {
    var x = 0.0, y = 0.0, z = 0.0

    init() {}

    init(_ coordinate: Coordinate) {
        let latitude = coordinate.latitude * .pi / 180
        let longitude = coordinate.longitude * .pi / 180
        x = cos(latitude) * cos(longitude)
        y = cos(latitude) * sin(longitude)
        z = sin(latitude)
    }

    mutating func add(_ other: UnitVector, scaledBy factor: Double) {
        x += other.x * factor
        y += other.y * factor
        z += other.z * factor
    }

    /// The direction as a coordinate, or nil when the vector is too short to have one.
    var coordinate: Coordinate? {
        let horizontal = (x * x + y * y).squareRoot()
        guard (horizontal * horizontal + z * z).squareRoot() > 1e-9 else { return nil }
        let latitude = atan2(z, horizontal) * 180 / .pi
        let longitude = horizontal > 1e-12 ? atan2(y, x) * 180 / .pi : 0
        return Coordinate(latitude: latitude, longitude: longitude)
    }
}
