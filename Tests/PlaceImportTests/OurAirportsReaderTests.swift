import Foundation
import StaysTestSupport
import Testing

@testable import PlaceImport

/// Which rows of OurAirports' `airports.csv` become fields, and what is read from them.
@Suite struct OurAirportsReaderTests {
    private static let url = URL(fileURLWithPath: "/data/ourairports.csv")
    private static let header =
        "\"id\",\"ident\",\"type\",\"name\",\"latitude_deg\",\"longitude_deg\",\"elevation_ft\",\"continent\","
        + "\"iso_country\",\"iso_region\",\"municipality\",\"scheduled_service\",\"gps_code\",\"iata_code\","
        + "\"local_code\",\"home_link\",\"wikipedia_link\",\"keywords\""

    private static func read(_ rows: [String]) throws -> [OurAirportsRecord] {
        let stub = FileReaderStub(textByPath: [url.path: ([header] + rows).joined(separator: "\n") + "\n"])
        return try OurAirportsReader(reader: stub).fields(at: url)
    }

    private static func row(_ ident: String, _ type: String, _ name: String, latitude: String = "35.55",
                            iata: String = "", keywords: String = "", scheduled: String = "yes") -> String {
        "1,\"\(ident)\",\"\(type)\",\"\(name)\",\(latitude),139.78,35,\"AS\",\"JP\",\"JP-13\",\"Tokyo\","
            + "\"\(scheduled)\",\"\(ident)\",\"\(iata)\",,,,\"\(keywords)\""
    }

    @Test func readsEachFieldWithItsKindCodesAndKeywords() throws {
        // Given an airport with keywords holding a comma, and a heliport
        let rows = [
            Self.row("RJTT", "large_airport", "Tokyo Haneda International Airport", iata: "HND",
                     keywords: "Tokyo International, Haneda"),
            Self.row("JP-0001", "heliport", "Tokyo Heliport", scheduled: "no"),
        ]

        // When reading them
        let fields = try Self.read(rows)

        // Then both are read, the heliport as a minor field
        #expect(fields.map(\.ident) == ["RJTT", "JP-0001"])
        #expect(fields.map(\.kind) == [.largeAirport, .heliport])
        #expect(fields[0].keywords == ["Tokyo International", "Haneda"])
        #expect(fields[0].iata == "HND")
        #expect(fields[0].municipality == "Tokyo")
        #expect(fields.map(\.isMinor) == [false, true])
        #expect(fields.map(\.hasScheduledService) == [true, false])
    }

    @Test func aFieldBelowTheLargestWithoutFlightsIsUnscheduled() throws {
        let rows = [
            Self.row("LFPG", "large_airport", "Paris Charles de Gaulle Airport"),
            Self.row("LFOB", "medium_airport", "Beauvais-Tillé Airport"),
            Self.row("LFPC", "medium_airport", "Creil Air Base", scheduled: "no"),
            Self.row("LFPZ", "small_airport", "Saint-Cyr-l'École Airfield", scheduled: "no"),
            Self.row("ETAR", "large_airport", "Ramstein Air Base", scheduled: "no"),
        ]

        #expect(try Self.read(rows).map(\.isUnscheduledField) == [false, false, true, true, false])
    }

    @Test func balloonPortsAndRepeatedIdentifiersAreLeftOut() throws {
        let rows = [
            Self.row("RJTT", "large_airport", "Tokyo Haneda International Airport"),
            Self.row("RJTT", "small_airport", "A Second Row Of The Same Code"),
            Self.row("JP-0002", "balloonport", "Saga Balloon Field"),
        ]

        #expect(try Self.read(rows).map(\.name) == ["Tokyo Haneda International Airport"])
    }

    @Test func anUnknownKindIsAnErrorNamingTheLine() {
        #expect(throws: PlaceImportError.invalidValue(
            file: "ourairports.csv", location: "line 2", field: "type", value: "spaceport")) {
            try Self.read([Self.row("XX01", "spaceport", "Somewhere")])
        }
    }

    @Test func aLatitudeOutOfRangeIsAnError() {
        #expect(throws: PlaceImportError.invalidValue(
            file: "ourairports.csv", location: "line 2", field: "latitude", value: "95.0")) {
            try Self.read([Self.row("XX02", "small_airport", "Far North", latitude: "95")])
        }
    }
}
