import PlaceSearch
import StaysDomain

extension SourcePlace {
    /// A city with sensible defaults, for tests.
    public static func fixture(
        id: Int, name: String, alternateNames: [String] = [], latitude: Double, longitude: Double,
        population: Int = 10_000, country: String = "US", region: String? = nil, locality: String? = nil,
        timeZone: String = "America/Chicago", isCapital: Bool = false
    ) -> SourcePlace {
        SourcePlace(
            key: "geonames:\(id)", kind: .city, name: name, alternateNames: alternateNames,
            coordinate: Coordinate(latitude: latitude, longitude: longitude), population: population,
            countryCode: country, regionKey: region.map { "region:\(country)-\($0)" }, locality: locality,
            timeZone: timeZone, isCapital: isCapital)
    }
}

/// A small world of real places (rounded real coordinates and populations) for place-search tests.
public enum PlaceWorldFixture {
    /// The source data: US Springfields, Seoul, Tokyo, Wrocław, Zürich, Rio de Janeiro, airports, areas.
    public static func sourceData() -> PlaceSourceData {
        PlaceSourceData(places: cities + areas + airports, groups: groups)
    }

    /// Near Chicago, Illinois.
    public static let chicago = Coordinate(latitude: 41.88, longitude: -87.63)
    /// Near Boston, Massachusetts.
    public static let boston = Coordinate(latitude: 42.36, longitude: -71.06)
    /// Near Seoul.
    public static let seoul = Coordinate(latitude: 37.57, longitude: 126.98)

    // MARK: - Places

    private static let cities: [SourcePlace] = [
        .fixture(
            id: 4_250_542, name: "Springfield", latitude: 39.80, longitude: -89.64, population: 116_250, region: "IL"),
        .fixture(
            id: 4_409_896, name: "Springfield", latitude: 37.22, longitude: -93.30, population: 166_810, region: "MO"),
        .fixture(
            id: 4_951_788, name: "Springfield", latitude: 42.10, longitude: -72.59, population: 154_341, region: "MA",
            timeZone: "America/New_York"),
        .fixture(
            id: 4_440_076, name: "Springfield", latitude: 44.05, longitude: -123.02, population: 59_403, region: "OR"),
        .fixture(
            id: 4_887_398, name: "Chicago", latitude: 41.85, longitude: -87.65, population: 2_720_546, region: "IL"),
        .fixture(
            id: 4_930_956, name: "Boston", latitude: 42.36, longitude: -71.06, population: 667_137, region: "MA",
            timeZone: "America/New_York"),
        .fixture(
            id: 1_835_848, name: "Seoul", alternateNames: ["서울", "ソウル", "Сеул", "SEL"], latitude: 37.566,
            longitude: 126.9784, population: 10_349_312, country: "KR", region: "11", timeZone: "Asia/Seoul",
            isCapital: true),
        .fixture(
            id: 1_850_147, name: "Tokyo", alternateNames: ["東京", "とうきょう", "Tokio"], latitude: 35.6895,
            longitude: 139.69171, population: 8_336_599, country: "JP", region: "40", timeZone: "Asia/Tokyo",
            isCapital: true),
        .fixture(
            id: 3_081_368, name: "Wrocław", alternateNames: ["Breslau", "Vratislavia", "Вроцлав"], latitude: 51.1,
            longitude: 17.03, population: 672_545, country: "PL", region: "72", timeZone: "Europe/Warsaw"),
        .fixture(
            id: 2_657_896, name: "Zürich", alternateNames: ["Zurich", "Zurigo"], latitude: 47.37, longitude: 8.55,
            population: 341_730, country: "CH", region: "ZH", timeZone: "Europe/Zurich"),
        .fixture(
            id: 3_451_190, name: "Rio de Janeiro", latitude: -22.9, longitude: -43.2, population: 6_023_699,
            country: "BR", region: "21", timeZone: "America/Sao_Paulo"),
        .fixture(
            id: 3_451_191, name: "Rio Grande", latitude: -32.03, longitude: -52.1, population: 186_544,
            country: "BR", region: "23", timeZone: "America/Sao_Paulo"),
    ]

    private static let areas: [SourcePlace] = [
        area("region:US-IL", .region, "Illinois", ["IL"], 40.0, -89.0, 12_800_000, "US"),
        area("region:US-MO", .region, "Missouri", ["MO"], 38.5, -92.5, 6_100_000, "US"),
        area("region:US-MA", .region, "Massachusetts", ["MA"], 42.3, -71.8, 6_900_000, "US"),
        area("region:US-OR", .region, "Oregon", ["OR"], 44.0, -120.5, 4_200_000, "US"),
        area("region:KR-11", .region, "Seoul", [], 37.566, 126.9784, 10_349_312, "KR"),
        area("country:US", .country, "United States", ["USA"], 39.8, -98.6, 327_167_434, "US"),
        area("country:KR", .country, "South Korea", ["KOR"], 36.5, 127.9, 51_635_256, "KR"),
        area("country:PL", .country, "Poland", ["POL"], 52.0, 19.0, 37_978_548, "PL"),
        area("country:JP", .country, "Japan", ["JPN"], 36.0, 138.0, 126_529_100, "JP"),
    ]

    private static let airports: [SourcePlace] = [
        airport("ICN", "Incheon International Airport", "Seoul", 37.4602, 126.4407, "KR", 12_000_000),
        airport("GMP", "Gimpo International Airport", "Seoul", 37.5583, 126.7906, "KR", 12_000_000),
        airport("CJU", "Jeju International Airport", "Jeju City", 33.5113, 126.4930, "KR", 500_000),
        airport("ORD", "Chicago O'Hare International Airport", "Chicago", 41.9786, -87.9048, "US", 8_000_000),
    ]

    private static let groups: [SourceGroup] = [
        SourceGroup(
            key: "group:airports:SEL", name: "Seoul airports", alternateNames: ["SEL", "Airports Seoul"],
            memberKeys: ["airport:ICN", "airport:GMP"])
    ]

    private static func area(
        _ key: String, _ kind: PlaceKind, _ name: String, _ alternates: [String], _ latitude: Double,
        _ longitude: Double, _ population: Int, _ country: String
    ) -> SourcePlace {
        SourcePlace(
            key: key, kind: kind, name: name, alternateNames: alternates,
            coordinate: Coordinate(latitude: latitude, longitude: longitude), population: population,
            countryCode: country, code: kind == .country ? country : nil)
    }

    private static func airport(
        _ code: String, _ name: String, _ city: String, _ latitude: Double, _ longitude: Double, _ country: String,
        _ served: Int
    ) -> SourcePlace {
        SourcePlace(
            key: "airport:\(code)", kind: .airport, name: name, alternateNames: [code, "\(city) Airport"],
            coordinate: Coordinate(latitude: latitude, longitude: longitude), population: served,
            countryCode: country, locality: city, code: code)
    }
}
