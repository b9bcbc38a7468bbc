/// Tells where the user is, or the best guess at it.
public protocol LocationProviding: Sendable {
    /// The user's location, or the best guess at it.
    func currentLocation() async throws -> UserLocation
}
