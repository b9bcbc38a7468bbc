import PlaceSearch
import StaysDomain
import Testing

@testable import PlaceImport

/// Which towns scheduled flights serve: the nearest city named like the airport's municipality, within reach.
@Suite struct AirGatewayFinderTests {
    private static func field(
        _ iata: String, _ kind: OurAirportsRecord.Kind, serving municipality: String, _ latitude: Double,
        _ longitude: Double, scheduled: Bool = true
    ) -> OurAirportsRecord {
        OurAirportsRecord(
            ident: "LG" + iata, kind: kind, name: "\(iata) Airport",
            coordinate: Coordinate(latitude: latitude, longitude: longitude), countryCode: "GR",
            municipality: municipality, gpsCode: "", iata: iata, keywords: [], hasScheduledService: scheduled)
    }

    private static func gateways(_ cities: [CityRecord], _ fields: [OurAirportsRecord]) -> [Int: AirGateway] {
        AirGatewayFinder(grid: CityGrid(cities: cities)).gateways(for: fields)
    }

    @Test func aTownNamedByAScheduledAirportIsItsGatewayEvenUnderAnotherSpelling() {
        let cities = [CityRecord.fixture(1, "Ródos", 36.43, 28.22, alternates: ["Rhodes", "Rodes"])]
        let fields = [Self.field("RHO", .mediumAirport, serving: "Rodes Island", 36.40, 28.09)]

        #expect(Self.gateways(cities, fields) == [1: .regional])
    }

    @Test func theLargestAirportServingATownDecidesAndOnlyTheNearestNamesakeGetsIt() {
        let cities = [CityRecord.fixture(1, "Miami", 25.77, -80.19), CityRecord.fixture(2, "Miami", 25.95, -80.30)]
        let fields = [
            Self.field("TMB", .mediumAirport, serving: "Miami", 25.65, -80.43),
            Self.field("MIA", .largeAirport, serving: "Miami (Dade)", 25.79, -80.29),
        ]

        #expect(Self.gateways(cities, fields) == [1: .major])
    }

    @Test func fieldsWithoutFlightsACodeOrATownWithinReachServeNoOne() {
        let cities = [CityRecord.fixture(1, "Kos", 36.89, 27.29), CityRecord.fixture(2, "Leros", 37.15, 26.85)]
        let fields = [
            Self.field("KGS", .mediumAirport, serving: "Kos", 36.79, 27.09, scheduled: false),
            Self.field("", .largeAirport, serving: "Kos", 36.79, 27.09),
            Self.field("LRS", .smallAirport, serving: "Leros", 37.18, 26.80),
            Self.field("XXX", .largeAirport, serving: "Kos", 38.50, 27.29),
        ]

        #expect(Self.gateways(cities, fields).isEmpty)
    }
}
