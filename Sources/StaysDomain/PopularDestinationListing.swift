/// Lists the places most worth travelling to, wherever the person is: what a first page offers before any search.
public protocol PopularDestinationListing: Sendable {
    /// Up to `limit` cities, most important first, at most one per country so the list spans the world.
    func popularDestinations(limit: Int) async throws -> [Place]
}
