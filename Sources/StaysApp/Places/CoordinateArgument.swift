import ArgumentParser
import Foundation
import StaysDomain

/// A `LAT,LON` command-line value, checked for range.
struct CoordinateArgument: ExpressibleByArgument, Sendable {
    /// The parsed coordinate.
    let coordinate: Coordinate

    /// Parses "37.5,127.0"; refuses anything else, including out-of-range values.
    init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2,
            let latitude = Double(parts[0].trimmingCharacters(in: .whitespaces)),
            let longitude = Double(parts[1].trimmingCharacters(in: .whitespaces)),
            let coordinate = try? Coordinate.validated(latitude: latitude, longitude: longitude)
        else { return nil }
        self.coordinate = coordinate
    }

    /// Shown in help.
    static var defaultValueDescription: String { "LAT,LON" }
}
