import Foundation
import StaysDomain

/// Reads airportsdata `iata_macs.csv`, the metropolitan codes that stand for several airports.
struct MetroCodeReader: Sendable {
    /// Reads the files.
    let reader: any FileReading

    // MARK: - Reading

    /// The rows, in file order; rows missing a code are left out.
    func records(at url: URL) throws(PlaceImportError) -> [MetroCodeRecord] {
        let table = try SourceFileLoader(reader: reader).table(at: url)
        let cityCode = try table.column(named: "City Code")
        let cityName = try table.column(named: "City Name")
        let airportCode = try table.column(named: "Airport Code")
        return table.rows.compactMap { row in
            let record = MetroCodeRecord(
                cityCode: row.fields[cityCode].trimmingCharacters(in: .whitespaces),
                cityName: row.fields[cityName].trimmingCharacters(in: .whitespaces),
                airportCode: row.fields[airportCode].trimmingCharacters(in: .whitespaces)
            )
            return record.cityCode.isEmpty || record.airportCode.isEmpty ? nil : record
        }
    }
}
