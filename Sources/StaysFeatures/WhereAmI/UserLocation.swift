import StaysDomain

/// Where the user is taken to be, with a name to show when one is known.
public struct UserLocation: Hashable, Sendable {
    /// The point the search is centred on.
    public let coordinate: Coordinate
    /// A name for the point, e.g. "Seoul"; nil when the point came without one.
    public let name: String?

    /// Creates a location.
    public init(coordinate: Coordinate, name: String? = nil) {
        self.coordinate = coordinate
        self.name = name
    }
}
