import StaysFeatures
import Synchronization

/// Answers with a fixed location or fails on demand; counts the calls.
public final class LocationProviderStub: LocationProviding {
    // MARK: - State

    private let location: UserLocation
    private let shouldFail: Bool
    private let calls = Mutex(0)

    /// How many times `currentLocation()` was called.
    public var callCount: Int { calls.withLock { $0 } }

    // MARK: - Creating

    /// Creates a stub answering with `location`, or failing when `shouldFail` is true.
    public init(location: UserLocation, shouldFail: Bool = false) {
        self.location = location
        self.shouldFail = shouldFail
    }

    // MARK: - LocationProviding

    /// Counts the call; the fixed location, or a forced failure.
    public func currentLocation() async throws -> UserLocation {
        calls.withLock { $0 += 1 }
        if shouldFail { throw TestDoubleError.forcedFailure }
        return location
    }
}
