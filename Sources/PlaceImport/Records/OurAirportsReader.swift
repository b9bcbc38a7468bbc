import Foundation
import StaysDomain

/// Reads OurAirports' `airports.csv`: every field but balloon ports, which no traveller flies to.
struct OurAirportsReader: Sendable {
    /// Reads the files.
    let reader: any FileReading

    // MARK: - Reading

    /// The fields in file order, the first row winning when an identifier repeats; a row of an unknown kind is
    /// an error, since the file's meaning would have changed.
    func fields(at url: URL) throws(PlaceImportError) -> [OurAirportsRecord] {
        let table = try SourceFileLoader(reader: reader).table(at: url)
        let columns = try Columns(table)
        let validator = RecordValidator(file: table.file)
        var fields: [OurAirportsRecord] = []
        var seen: Set<String> = []
        for row in table.rows {
            let record = try record(row: row, columns: columns, validator: validator)
            guard record.kind != .balloonport, seen.insert(record.ident).inserted else { continue }
            fields.append(record)
        }
        return fields
    }

    /// The checked record of one row.
    private func record(
        row: CSVTable.Row, columns: Columns, validator: RecordValidator
    ) throws(PlaceImportError) -> OurAirportsRecord {
        let location = "line \(row.line)"
        let field = { (index: Int) in row.fields[index].trimmingCharacters(in: .whitespaces) }
        guard let kind = OurAirportsRecord.Kind(rawValue: field(columns.kind)) else {
            throw .invalidValue(file: validator.file, location: location, field: "type", value: field(columns.kind))
        }
        let latitude = try validator.number(field(columns.latitude), field: "latitude_deg", at: location)
        let longitude = try validator.number(field(columns.longitude), field: "longitude_deg", at: location)
        return OurAirportsRecord(
            ident: try validator.nonEmpty(field(columns.ident), field: "ident", at: location),
            kind: kind,
            name: try validator.nonEmpty(field(columns.name), field: "name", at: location),
            coordinate: try validator.coordinate(latitude: latitude, longitude: longitude, at: location),
            countryCode: try validator.nonEmpty(field(columns.country), field: "iso_country", at: location),
            municipality: field(columns.municipality),
            gpsCode: field(columns.gpsCode),
            iata: field(columns.iata),
            keywords: field(columns.keywords).split(separator: ",")
                .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty },
            hasScheduledService: field(columns.scheduledService) == "yes"
        )
    }
}

// MARK: - Columns

/// Positions of the columns the reader uses, resolved once from the header.
private struct Columns {
    let ident, kind, name, latitude, longitude, country, municipality, gpsCode, iata, keywords, scheduledService: Int

    init(_ table: CSVTable) throws(PlaceImportError) {
        ident = try table.column(named: "ident")
        kind = try table.column(named: "type")
        name = try table.column(named: "name")
        latitude = try table.column(named: "latitude_deg")
        longitude = try table.column(named: "longitude_deg")
        country = try table.column(named: "iso_country")
        municipality = try table.column(named: "municipality")
        gpsCode = try table.column(named: "gps_code")
        iata = try table.column(named: "iata_code")
        keywords = try table.column(named: "keywords")
        scheduledService = try table.column(named: "scheduled_service")
    }
}
