import StayCatalogCore
import StayCatalogPostgres
import StayPhotos
import StaysDomain

/// Opens the PostgreSQL catalogue at a `postgres://` URL (the schema is migrated on first use), comparing prices at
/// the shipped rates and seeding stays priced in their countries' currencies; only seeding loads the place index.
struct PostgresStayCatalogOpener: StayCatalogOpening {
    /// The name it is registered under, beside the SQLite opener.
    static let name = "postgres"

    let places: LazyPlaceSuggester
    let today: any TodayProviding
    let rates: CurrencyRates
    let pricing: LocalPricing

    /// Opens the catalogue, its pool running at once; `access` is not needed here, since PostgreSQL never creates or
    /// locks a file for a read.
    func open(path: String, access: StayCatalogAccess) throws -> StayCatalogServices {
        services(of: PostgresStayCatalog(url: try PostgresCatalogURL(path), rates: rates))
    }

    /// Opens the catalogue for a server: its pool runs in the server's service group and the schema is brought up
    /// to date before the server accepts requests.
    func openForServing(path: String) throws -> StayCatalogServices {
        let catalog = PostgresStayCatalog(url: try PostgresCatalogURL(path), rates: rates, lifecycle: .service)
        var services = services(of: catalog)
        services.background = { await catalog.run() }
        services.prepare = { try await catalog.migrate() }
        return services
    }

    /// The catalogue's capabilities.
    private func services(of catalog: PostgresStayCatalog) -> StayCatalogServices {
        StayCatalogServices(
            searcher: catalog, baselineSearcher: catalog, lookup: catalog, reserver: catalog,
            seeder: LazyGeneratedStaySeeder(writer: catalog, places: places, today: today, pricing: pricing),
            writer: catalog, counter: catalog,
            guestReserver: catalog, accountStore: catalog, attempts: catalog, calendar: catalog,
            unavailability: catalog, nightBlocker: catalog, listingEditor: catalog,
            exportTokens: catalog, reservationList: catalog, feedStore: catalog, listingPhotos: catalog,
            photoStore: PostgresPhotoStore(catalog: catalog, identify: PhotoFileStore.id(of:)), rules: catalog,
            readiness: catalog,
            close: { catalog.close() })
    }
}
