/// Common English names of countries that GeoNames does not list, by ISO 3166-1 alpha-2 code.
enum CountryAliases {
    // MARK: - Lookup

    /// The aliases of the country; empty when there are none.
    static func aliases(ofCountry code: String) -> [String] {
        table[code] ?? []
    }

    // MARK: - Facts

    private static let table: [String: [String]] = [
        "US": ["USA", "US", "United States of America", "America"],
        "GB": ["UK", "Great Britain", "Britain"],
        "KR": ["Korea", "Republic of Korea"],
        "KP": ["DPRK"],
        "NL": ["Holland", "Netherlands"],
        "CZ": ["Czech Republic"],
        "AE": ["UAE"],
        "RU": ["Russian Federation"],
        "CI": ["Côte d'Ivoire"],
        "CV": ["Cape Verde"],
        "MK": ["Macedonia"],
        "SZ": ["Swaziland"],
        "TR": ["Türkiye"],
        "CD": ["DR Congo", "DRC"],
        "VA": ["Holy See"],
        "MM": ["Burma"],
        "PS": ["Palestine"],
        "VN": ["Viet Nam"],
    ]
}
