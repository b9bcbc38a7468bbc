/// Lists the places of one country, most populous first.
public protocol CountryPlaceListing: Sendable {
    /// Up to `limit` places in the country with this ISO 3166-1 alpha-2 code, most populous first.
    func places(inCountry code: String, limit: Int) async throws -> [Place]
}
