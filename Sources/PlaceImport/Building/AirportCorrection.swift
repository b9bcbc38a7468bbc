import Foundation
import StaysDomain

/// An airport moved at import because its coordinates were degrees-minutes-seconds digits written as decimals.
public struct AirportCorrection: Hashable, Sendable {
    /// The airport's code: its IATA code, else its ICAO code.
    public let code: String
    /// The airport's name.
    public let name: String
    /// What it was checked against: the GeoNames place of its city, or OurAirports' point.
    public let city: String
    /// Where the source placed it.
    public let from: Coordinate
    /// Where it is now.
    public let to: Coordinate
    /// Its distance from what it was checked against before the fix.
    public let kilometresBefore: Double
    /// Its distance from what it was checked against after the fix.
    public let kilometresAfter: Double

    /// One line of the import report.
    public var line: String {
        let before = String(format: "%.1f", kilometresBefore)
        let after = String(format: "%.1f", kilometresAfter)
        return "\(code) \(name): moved from \(Self.text(from)) to \(Self.text(to)) "
            + "(degrees-minutes-seconds digits; \(before) km → \(after) km from \(city))"
    }

    private static func text(_ coordinate: Coordinate) -> String {
        String(format: "%.4f,%.4f", coordinate.latitude, coordinate.longitude)
    }
}
