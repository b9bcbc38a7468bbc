import ArgumentParser
import Foundation
import StaysDomain

/// A `LAT,LON` command-line value, checked for range.
struct CoordinateArgument: ExpressibleByArgument, Sendable {
    /// The parsed coordinate.
    let coordinate: Coordinate

    /// Parses "37.5,127.0" in plain decimals; refuses anything else, including out-of-range values.
    init?(argument: String) {
        guard let coordinate = try? QueryTextParser().coordinate(argument, name: "--near") else { return nil }
        self.coordinate = coordinate
    }

    /// Shown in help.
    static var defaultValueDescription: String { "LAT,LON" }
}
