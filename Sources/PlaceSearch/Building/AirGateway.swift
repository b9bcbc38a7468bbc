/// How a place is reached by scheduled flights: a stay product's sign that people travel there beyond what its
/// population explains (Queenstown, Rhodes and Cancún have airports that bigger towns lack).
public enum AirGateway: Int, Comparable, Hashable, Sendable {
    /// No airline flies to an airport named for it.
    case none
    /// A medium airport with scheduled flights serves it.
    case regional
    /// A large airport with scheduled flights serves it.
    case major

    /// Orders by how many travellers the airport brings.
    public static func < (lhs: AirGateway, rhs: AirGateway) -> Bool { lhs.rawValue < rhs.rawValue }
}
