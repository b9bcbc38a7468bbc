/// One country as read from GeoNames `countries.json`.
struct CountryRecord: Hashable, Sendable {
    /// ISO 3166-1 alpha-2 code.
    let code: String
    /// ISO 3166-1 alpha-3 code, empty when unknown.
    let code3: String
    /// The English name.
    let name: String
    /// The capital's name, empty when there is none.
    let capital: String
    /// People living there.
    let population: Int
}
