/// Provides a location the user gave explicitly, e.g. with `--near`.
public struct FixedLocationProvider: LocationProviding {
    // MARK: - Properties

    /// The location every call returns.
    public let location: UserLocation

    // MARK: - Creating

    /// Creates a provider that always answers with this location.
    public init(location: UserLocation) {
        self.location = location
    }

    // MARK: - LocationProviding

    /// The fixed location.
    public func currentLocation() async throws -> UserLocation {
        location
    }
}
