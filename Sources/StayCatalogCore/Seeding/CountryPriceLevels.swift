/// Typical nightly price of a one-bedroom entire place, in US cents, by country (synthetic, rough levels).
enum CountryPriceLevels {
    /// The level for countries the table does not list.
    static let fallback = 6_000

    /// Levels by ISO 3166-1 alpha-2 code.
    static let byCountry: [String: Int] = [
        "US": 15_000, "CA": 13_000, "GB": 14_000, "IE": 14_000, "FR": 13_000, "DE": 11_000, "NL": 14_000,
        "BE": 11_000, "CH": 19_000, "AT": 11_000, "IT": 12_000, "ES": 10_000, "PT": 9_000, "GR": 9_000,
        "SE": 12_000, "NO": 15_000, "DK": 14_000, "FI": 11_000, "IS": 18_000, "PL": 6_000, "CZ": 7_000,
        "HU": 6_000, "RO": 5_000, "TR": 5_000, "RU": 5_000, "UA": 3_500, "JP": 11_000, "KR": 9_000,
        "CN": 6_000, "HK": 12_000, "TW": 7_000, "SG": 16_000, "TH": 4_500, "VN": 3_500, "ID": 4_500,
        "MY": 4_500, "PH": 4_000, "IN": 3_500, "AE": 15_000, "IL": 14_000, "AU": 15_000, "NZ": 13_000,
        "MX": 7_000, "BR": 6_000, "AR": 5_000, "CL": 6_500, "CO": 4_500, "PE": 4_500, "ZA": 6_000,
        "EG": 3_500, "MA": 5_000, "KE": 5_000, "NG": 4_500,
    ]

    /// The level of a country.
    static func level(forCountry code: String) -> Int {
        byCountry[code] ?? fallback
    }
}
