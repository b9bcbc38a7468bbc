import StaysDomain
import Synchronization

/// Answers a fixed list of destinations (cut to the limit asked), recording each limit.
public final class PopularDestinationListingStub: PopularDestinationListing {
    private let places: [Place]
    private let limits = Mutex<[Int]>([])

    /// The limits asked for, oldest first.
    public var receivedLimits: [Int] { limits.withLock { $0 } }

    /// Creates a stub answering `places`.
    public init(places: [Place]) {
        self.places = places
    }

    /// Records the limit; the first `limit` places.
    public func popularDestinations(limit: Int) async throws -> [Place] {
        limits.withLock { $0.append(limit) }
        return Array(places.prefix(limit))
    }
}
