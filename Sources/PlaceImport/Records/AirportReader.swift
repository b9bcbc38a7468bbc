import Foundation
import StaysDomain

/// Reads airportsdata `airports.csv`: every airport with an IATA or an ICAO code.
struct AirportReader: Sendable {
    /// Reads the files.
    let reader: any FileReading

    // MARK: - Reading

    /// The airports with an IATA or ICAO code, in file order, the first row winning when a code repeats (an
    /// airport without an IATA code is known by its ICAO code).
    func airports(at url: URL) throws(PlaceImportError) -> [AirportRecord] {
        let table = try SourceFileLoader(reader: reader).table(at: url)
        let columns = try Columns(table)
        let validator = RecordValidator(file: table.file)
        var airports: [AirportRecord] = []
        var seenCodes: Set<String> = []
        for row in table.rows {
            let iata = row.fields[columns.iata].trimmingCharacters(in: .whitespaces)
            let code = iata.isEmpty ? row.fields[columns.icao].trimmingCharacters(in: .whitespaces) : iata
            guard !code.isEmpty, seenCodes.insert(code).inserted else { continue }
            airports.append(try record(iata: iata, row: row, columns: columns, validator: validator))
        }
        return airports
    }

    /// The checked record of one row.
    private func record(
        iata: String, row: CSVTable.Row, columns: Columns, validator: RecordValidator
    ) throws(PlaceImportError) -> AirportRecord {
        let location = "line \(row.line)"
        let field = { (index: Int) in row.fields[index].trimmingCharacters(in: .whitespaces) }
        let latitude = try validator.number(field(columns.latitude), field: "lat", at: location)
        let longitude = try validator.number(field(columns.longitude), field: "lon", at: location)
        return AirportRecord(
            iata: iata,
            icao: field(columns.icao),
            name: try validator.nonEmpty(field(columns.name), field: "name", at: location),
            city: field(columns.city),
            countryCode: try validator.nonEmpty(field(columns.country), field: "country", at: location),
            coordinate: try validator.coordinate(latitude: latitude, longitude: longitude, at: location),
            timeZone: field(columns.timeZone)
        )
    }
}

// MARK: - Columns

/// Positions of the columns the reader uses, resolved once from the header.
private struct Columns {
    let icao, iata, name, city, country, latitude, longitude, timeZone: Int

    init(_ table: CSVTable) throws(PlaceImportError) {
        icao = try table.column(named: "icao")
        iata = try table.column(named: "iata")
        name = try table.column(named: "name")
        city = try table.column(named: "city")
        country = try table.column(named: "country")
        latitude = try table.column(named: "lat")
        longitude = try table.column(named: "lon")
        timeZone = try table.column(named: "tz")
    }
}
