import StaysDomain

/// Knows a fixed set of places by id; any other id answers nil.
public struct PlaceLookupStub: PlaceLookup {
    private let places: [PlaceID: Place]

    /// Creates a stub knowing `places`.
    public init(places: [Place]) {
        self.places = Dictionary(places.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The place with that id, or nil.
    public func place(withID id: PlaceID) async throws -> Place? {
        places[id]
    }
}
