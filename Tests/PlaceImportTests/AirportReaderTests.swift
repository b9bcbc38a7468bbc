import Foundation
import StaysTestSupport
import Testing

@testable import PlaceImport

/// Which rows of airportsdata `airports.csv` become airports, and under which code.
@Suite struct AirportReaderTests {
    private static let url = URL(fileURLWithPath: "/data/airports.csv")
    private static let header =
        "\"icao\",\"iata\",\"name\",\"city\",\"subd\",\"country\",\"elevation\",\"lat\",\"lon\",\"tz\",\"lid\""

    private static func read(_ rows: [String]) throws -> [AirportRecord] {
        let stub = FileReaderStub(textByPath: [url.path: ([header] + rows).joined(separator: "\n") + "\n"])
        return try AirportReader(reader: stub).airports(at: url)
    }

    @Test func anAirfieldWithoutAnIATACodeIsKeptUnderItsICAOCode() throws {
        // Given an airport with both codes and an airfield with only its ICAO code
        let rows = [
            "\"HECA\",\"CAI\",\"Cairo International Airport\",\"Cairo\",\"Cairo\",\"EG\",382,30.1219,31.4056,"
                + "\"Africa/Cairo\",\"\"",
            "\"HECW\",\"\",\"Cairo West Airport\",\"Cairo\",\"Giza\",\"EG\",550,30.1164,30.9154,\"Africa/Cairo\",\"\"",
        ]

        // When reading them
        let airports = try Self.read(rows)

        // Then both are airports, the airfield keyed by its ICAO code
        #expect(airports.map(\.placeKey) == ["airport:CAI", "airport:HECW"])
        #expect(airports.map(\.iata) == ["CAI", ""])
    }

    @Test func aRepeatedCodeKeepsTheFirstRowAndARowWithoutCodesIsSkipped() throws {
        // Given a repeated IATA code and a row with neither code
        let rows = [
            "\"KPUB\",\"PUB\",\"Pueblo Memorial Airport\",\"Pueblo\",\"Colorado\",\"US\",4726,38.2891,-104.497,"
                + "\"America/Denver\",\"PUB\"",
            "\"KXXX\",\"PUB\",\"Another Pueblo Airport\",\"Pueblo\",\"Colorado\",\"US\",4726,38.3,-104.5,"
                + "\"America/Denver\",\"\"",
            "\"\",\"\",\"Nameless Strip\",\"\",\"\",\"US\",0,38.0,-104.0,\"America/Denver\",\"\"",
        ]

        // When reading them
        let airports = try Self.read(rows)

        // Then only the first Pueblo airport is kept
        #expect(airports.map(\.name) == ["Pueblo Memorial Airport"])
    }
}
