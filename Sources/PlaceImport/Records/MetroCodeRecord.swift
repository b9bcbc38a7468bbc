/// One row of airportsdata `iata_macs.csv`: an airport belonging to a metropolitan multi-airport code.
struct MetroCodeRecord: Hashable, Sendable {
    /// The metropolitan code, such as "LON".
    let cityCode: String
    /// The metropolitan area's name, such as "London".
    let cityName: String
    /// The member airport's IATA code, such as "LHR".
    let airportCode: String
}
