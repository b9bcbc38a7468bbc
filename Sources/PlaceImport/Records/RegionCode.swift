/// A first-level administrative division, identified by country and GeoNames admin1 code.
struct RegionCode: Hashable, Sendable, Comparable {
    /// ISO 3166-1 alpha-2 code of the country.
    let countryCode: String
    /// GeoNames admin1 code within the country, such as "IL" or "11".
    let admin1Code: String

    /// The key of the region's place, `region:CC-A1`.
    var placeKey: String { "region:\(countryCode)-\(admin1Code)" }

    /// Orders by country, then code.
    static func < (lhs: RegionCode, rhs: RegionCode) -> Bool {
        (lhs.countryCode, lhs.admin1Code) < (rhs.countryCode, rhs.admin1Code)
    }
}
