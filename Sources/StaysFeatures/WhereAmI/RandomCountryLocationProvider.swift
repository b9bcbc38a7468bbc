import StaysDomain
import Synchronization

/// Picks a random place among a country's most populous ones, repeatably for a seeded generator.
public final class RandomCountryLocationProvider<Generator: RandomNumberGenerator & Sendable>: LocationProviding {
    // MARK: - Dependencies

    private let countryCode: String
    private let listing: any CountryPlaceListing
    private let candidateLimit: Int
    private let generator: Mutex<Generator>

    // MARK: - Creating

    /// Creates a provider drawing from the `candidateLimit` most populous places of the country.
    public init(countryCode: String, listing: any CountryPlaceListing, generator: Generator, candidateLimit: Int = 50) {
        self.countryCode = countryCode
        self.listing = listing
        self.candidateLimit = candidateLimit
        self.generator = Mutex(generator)
    }

    // MARK: - LocationProviding

    /// A random place in the country; each call draws again from the same generator.
    public func currentLocation() async throws -> UserLocation {
        let code = try Self.normalized(countryCode)
        let places = try await listing.places(inCountry: code, limit: max(1, candidateLimit))
        guard !places.isEmpty else { throw LocationProvidingError.noPlacesInCountry(code) }
        let index = generator.withLock { Int.random(in: 0..<places.count, using: &$0) }
        let place = places[index]
        return UserLocation(coordinate: place.coordinate, name: place.name)
    }

    // MARK: - Validating

    private static func normalized(_ code: String) throws(LocationProvidingError) -> String {
        let upper = code.uppercased()
        guard upper.count == 2, upper.unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) }) else {
            throw .invalidCountryCode(code)
        }
        return upper
    }
}
