import StaysDomain
import Synchronization

/// Knows a fixed set of places by id, whatever the language asked for, and records each language; any other id
/// answers nil.
public final class PlaceLookupStub: PlaceLookup {
    private let places: [PlaceID: Place]
    private let languages = Mutex<[String?]>([])

    /// The languages asked for, oldest first.
    public var receivedLanguages: [String?] { languages.withLock { $0 } }

    /// Creates a stub knowing `places`.
    public init(places: [Place]) {
        self.places = Dictionary(places.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Records the language; the place with that id, or nil.
    public func place(withID id: PlaceID, language: String?) async throws -> Place? {
        languages.withLock { $0.append(language) }
        return places[id]
    }
}
