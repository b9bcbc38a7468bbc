import StaysDomain

/// A small world to seed stays around: four cities of 100,000 people or more (one as isolated as Springfield,
/// Illinois, one in a metropolis's shadow) and towns below that line.
public enum SeedingCityFixtures {
    /// Cities of 100,000 people or more.
    public static let bigCities = [
        Place.fixture(
            name: "Metropolis", coordinate: .init(latitude: 40.71, longitude: -74.0), countryCode: "US",
            population: 8_000_000),
        Place.fixture(
            name: "Newark", coordinate: .init(latitude: 40.73, longitude: -74.17), countryCode: "US",
            population: 280_000),
        Place.fixture(
            name: "Springfield", coordinate: .init(latitude: 39.80, longitude: -89.64), countryCode: "US",
            population: 114_000),
        Place.fixture(
            name: "Gangneung", coordinate: .init(latitude: 37.75, longitude: 128.9), population: 200_000),
    ]

    /// Towns below 100,000 people.
    public static let towns = [
        Place.fixture(
            name: "Chatham", coordinate: .init(latitude: 39.68, longitude: -89.70), countryCode: "US",
            population: 13_000),
        Place.fixture(
            name: "Smallville", coordinate: .init(latitude: 38.0, longitude: -97.0), countryCode: "US",
            population: 99_999),
        Place.fixture(name: "Tiny", coordinate: .init(latitude: 35.0, longitude: 127.0), population: 1_000),
    ]

    /// Every city and town, most populous first.
    public static let all = (bigCities + towns).sorted { $0.population > $1.population }
}
