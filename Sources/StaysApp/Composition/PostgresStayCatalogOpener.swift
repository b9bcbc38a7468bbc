import StayCatalogPostgres
import StaysDomain

/// Opens the PostgreSQL catalogue at a `postgres://` URL (the schema is migrated on first use); only seeding
/// loads the place index.
struct PostgresStayCatalogOpener: StayCatalogOpening {
    /// The name it is registered under, beside the SQLite opener.
    static let name = "postgres"

    let places: LazyPlaceSuggester
    let today: any TodayProviding

    /// Opens the catalogue; `access` is not needed here, since PostgreSQL never creates or locks a file for a read.
    func open(path: String, access: StayCatalogAccess) throws -> StayCatalogServices {
        let catalog = PostgresStayCatalog(url: try PostgresCatalogURL(path))
        return StayCatalogServices(
            searcher: catalog, baselineSearcher: catalog, lookup: catalog, reserver: catalog,
            seeder: LazyGeneratedStaySeeder(writer: catalog, places: places, today: today), counter: catalog,
            guestReserver: catalog, accountStore: catalog, attempts: catalog, calendar: catalog, rules: catalog, readiness: catalog,
            close: { catalog.close() })
    }
}
