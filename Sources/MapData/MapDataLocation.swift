import Foundation

/// Where the map that ships with Stays lies.
public enum MapDataLocation {
    /// The bundled `world.staysmap` (GSHHG shorelines, WDBII rivers and borders, Natural Earth countries; built by
    /// `scripts/make-map-data.py`), if present.
    public static var bundledMap: URL? {
        Bundle.module.url(forResource: "world", withExtension: "staysmap")
    }
}
