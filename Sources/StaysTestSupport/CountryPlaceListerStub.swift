import StaysDomain
import Synchronization

/// Lists the places it was given per country code; any other country fails loudly.
public final class CountryPlaceListerStub: CountryPlaceListing {
    // MARK: - State

    private let placesByCountry: [String: [Place]]
    private let calls = Mutex<[(code: String, limit: Int)]>([])

    /// The country codes asked about, oldest first.
    public var receivedCountryCodes: [String] { calls.withLock { $0.map(\.code) } }
    /// The limits asked for, oldest first.
    public var receivedLimits: [Int] { calls.withLock { $0.map(\.limit) } }

    // MARK: - Creating

    /// Creates a stub answering each country in `placesByCountry`.
    public init(placesByCountry: [String: [Place]]) {
        self.placesByCountry = placesByCountry
    }

    // MARK: - CountryPlaceListing

    /// Records the call; the first `limit` places set up for the country, or a failure.
    public func places(inCountry code: String, limit: Int) async throws -> [Place] {
        calls.withLock { $0.append((code, limit)) }
        guard let places = placesByCountry[code] else {
            throw TestDoubleError.unexpectedCall("places(inCountry: \(code))")
        }
        return Array(places.prefix(max(0, limit)))
    }
}
