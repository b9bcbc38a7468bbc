/// Counts the stays in a catalogue cheaply, e.g. to tell whether it still needs seeding.
public protocol StayCounting: Sendable {
    /// How many stays the catalogue holds.
    func stayCount() async throws -> Int
}
