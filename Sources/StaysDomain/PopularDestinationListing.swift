/// Lists the places most worth travelling to, wherever the person is: what a first page offers before any search.
public protocol PopularDestinationListing: Sendable {
    /// Up to `limit` cities, most important first, at most one per country so the list spans the world, named in
    /// `language` (`ko`) where known.
    func popularDestinations(limit: Int, language: String?) async throws -> [Place]
}

extension PopularDestinationListing {
    /// Up to `limit` cities, named as the index names them.
    public func popularDestinations(limit: Int) async throws -> [Place] {
        try await popularDestinations(limit: limit, language: nil)
    }
}
