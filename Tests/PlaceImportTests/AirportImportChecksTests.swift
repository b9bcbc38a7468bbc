import Foundation
import StaysDomain
import Testing

@testable import PlaceImport

/// Rules 1 and 6 at import: an airport's everyday names, and degrees-minutes-seconds coordinates fixed.
@Suite struct AirportImportChecksTests {
    private static func airport(_ iata: String, _ name: String, city: String, _ latitude: Double, _ longitude: Double)
        -> AirportRecord
    {
        AirportRecord(
            iata: iata, icao: "", name: name, city: city, countryCode: "XX",
            coordinate: Coordinate(latitude: latitude, longitude: longitude), timeZone: "")
    }

    private let cities = [
        CityRecord.fixture(1, "Haneda", 35.549, 139.746, alternates: ["HND"]),
        CityRecord.fixture(2, "Ōmorinaka", 35.57, 139.73),
        CityRecord.fixture(3, "Narita", 35.78, 140.32),
        CityRecord.fixture(4, "Tomisato", 35.74, 140.39),
        CityRecord.fixture(5, "Brussels", 50.85, 4.35),
        CityRecord.fixture(6, "Rosemont", 41.99, -87.87),
        CityRecord.fixture(7, "Seoul", 37.566, 126.978),
    ]

    @Test func thePlaceGivenTheCodeNamesTheAirportAndSoDoesTheMetroCity() {
        let names = AirportEverydayNames(
            metroCodes: [MetroCodeRecord(cityCode: "TYO", cityName: "Tokyo", airportCode: "HND")])
        let haneda = Self.airport("HND", "Tokyo International Airport", city: "Tokyo", 35.5523, 139.78)
        #expect(
            names.names(of: haneda, neighbours: neighbours(of: haneda)) == [
                "Haneda", "Haneda Airport", "Tokyo Airport",
            ])
    }

    @Test func aNearPlaceWhoseNameIsInTheAirportsNameNamesIt() {
        let names = AirportEverydayNames(metroCodes: [])
        let narita = Self.airport("NRT", "Narita International Airport", city: "Tokyo", 35.7647, 140.386)
        #expect(names.names(of: narita, neighbours: neighbours(of: narita)) == ["Narita", "Narita Airport"])
        let ohare = Self.airport("ORD", "Chicago O'Hare International Airport", city: "Chicago", 41.977, -87.908)
        #expect(names.names(of: ohare, neighbours: neighbours(of: ohare)).isEmpty)
    }

    @Test func degreesMinutesSecondsDigitsAreFixedWhereTheFixLandsBesideTheCity() throws {
        let checker = AirportCoordinateChecker(cities: cities)
        let brussels = Self.airport("BRU", "Brussels Airport", city: "Brussels", 50.5405, 4.2904)
        let (airports, corrections) = checker.checked([brussels])
        let fixed = try #require(airports.first?.coordinate)
        #expect(abs(fixed.latitude - 50.901_389) < 0.000_01)
        #expect(abs(fixed.longitude - 4.484_444) < 0.000_01)
        #expect(corrections.count == 1)
        #expect(
            corrections.first?.line
                == "BRU Brussels Airport: moved from 50.5405,4.2904 to 50.9014,4.4844 "
                + "(degrees-minutes-seconds digits; 34.7 km → 11.0 km from Brussels)")
    }

    @Test func anAirportFarFromItsCityWithNoFittingReadingStays() {
        let checker = AirportCoordinateChecker(cities: cities)
        let far = Self.airport("XXX", "Far Airport", city: "Brussels", 51.9, 4.35)
        let (airports, corrections) = checker.checked([far])
        #expect(airports == [far])
        #expect(corrections.isEmpty)
    }

    @Test func aRealAirportFarFromItsCityStaysEvenWhenItsDigitsReadAsMinutesLandNearer() {
        let checker = AirportCoordinateChecker(cities: cities)
        let incheon = Self.airport("ICN", "Incheon International Airport", city: "Seoul", 37.4691, 126.451)
        let (airports, corrections) = checker.checked([incheon])
        #expect(airports == [incheon])
        #expect(corrections.isEmpty)
    }

    @Test func minutesOrSecondsOfSixtyOrMoreAreNoDegreesMinutesSeconds() {
        #expect(AirportCoordinateChecker.fromDegreesMinutesSeconds(35.7647) == nil)
        #expect(AirportCoordinateChecker.fromDegreesMinutesSeconds(-4.2904) == -(4 + 29.0 / 60 + 4.0 / 3600))
        #expect(AirportCoordinateChecker.fromDegreesMinutesSeconds(4.290_412) == nil)
    }

    private func neighbours(of airport: AirportRecord) -> [CityGrid.Neighbour] {
        CityGrid(cities: cities).cities(within: 100, of: airport.coordinate)
    }
}
