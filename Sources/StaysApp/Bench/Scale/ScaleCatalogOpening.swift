import StayCatalogPostgres
import StaysDomain

/// A catalogue opened read-only for `stays bench stays --scale`: what the bench times, counts and closes.
struct ScaleBenchCatalog: Sendable {
    /// Searches and prices.
    let searcher: any StaySearching
    /// Counts its stays, to order the catalogues.
    let counter: any StayCounting
    /// Closes it.
    let close: @Sendable () throws -> Void
}

/// Opens the catalogues the scale bench compares.
protocol ScaleCatalogOpening: Sendable {
    /// The catalogue at `location` (a SQLite path or a `postgres://` URL), opened read-only.
    func openForReading(_ location: String) throws -> ScaleBenchCatalog
}

/// Opens each location with the catalogue opener the other stay commands use for its kind: SQLite for a path,
/// PostgreSQL for a `postgres://` URL.
struct StayCatalogScaleOpener: ScaleCatalogOpening {
    /// Opens SQLite paths.
    let sqlite: any StayCatalogOpening
    /// Opens `postgres://` URLs.
    let postgres: any StayCatalogOpening

    func openForReading(_ location: String) throws -> ScaleBenchCatalog {
        let opener = PostgresCatalogURL.looksLikePostgres(location) ? postgres : sqlite
        let services = try opener.open(path: location, access: .reading)
        return ScaleBenchCatalog(searcher: services.searcher, counter: services.counter, close: services.close)
    }
}
