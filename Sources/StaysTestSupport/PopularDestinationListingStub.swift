import StaysDomain
import Synchronization

/// Answers a fixed list of destinations (cut to the limit asked), recording each limit and language.
public final class PopularDestinationListingStub: PopularDestinationListing {
    private let places: [Place]
    private let limits = Mutex<[Int]>([])
    private let languages = Mutex<[String?]>([])

    /// The limits asked for, oldest first.
    public var receivedLimits: [Int] { limits.withLock { $0 } }
    /// The languages asked for, oldest first.
    public var receivedLanguages: [String?] { languages.withLock { $0 } }

    /// Creates a stub answering `places`.
    public init(places: [Place]) {
        self.places = places
    }

    /// Records the limit and language; the first `limit` places.
    public func popularDestinations(limit: Int, language: String?) async throws -> [Place] {
        limits.withLock { $0.append(limit) }
        languages.withLock { $0.append(language) }
        return Array(places.prefix(limit))
    }
}
