import Foundation
import StayCatalog
import StayCatalogCore
import StayPhotos
import StaysDomain
import Swinject

/// Registers the SQLite stay catalogue (GRDB) as the opener of `--database` paths, and PostgreSQL for URLs.
struct StayCatalogAssembly: Assembly {
    func assemble(container: Container) {
        container.provide((any StayCatalogOpening).self) { resolver in
            try SQLiteStayCatalogOpener(
                places: resolver.required(LazyPlaceSuggester.self),
                today: resolver.required((any TodayProviding).self), rates: resolver.required(CurrencyRates.self),
                pricing: resolver.required(LocalPricing.self))
        }
        container.provide((any StayCatalogOpening).self, name: PostgresStayCatalogOpener.name) { resolver in
            try PostgresStayCatalogOpener(
                places: resolver.required(LazyPlaceSuggester.self),
                today: resolver.required((any TodayProviding).self), rates: resolver.required(CurrencyRates.self),
                pricing: resolver.required(LocalPricing.self))
        }
    }
}

/// Opens the SQLite catalogue at a path (for writing, creating its folder when missing), comparing prices at the
/// shipped rates and seeding stays priced in their countries' currencies; only seeding loads the place index.
struct SQLiteStayCatalogOpener: StayCatalogOpening {
    let places: LazyPlaceSuggester
    let today: any TodayProviding
    let rates: CurrencyRates
    let pricing: LocalPricing

    func open(path: String, access: StayCatalogAccess) throws -> StayCatalogServices {
        if access == .writing {
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        let catalog = try SQLiteStayCatalog(path: path, access: access, rates: rates)
        return StayCatalogServices(
            searcher: catalog, baselineSearcher: PlainSQLStaySearcher(catalog: catalog), lookup: catalog,
            reserver: catalog,
            seeder: LazyGeneratedStaySeeder(writer: catalog, places: places, today: today, pricing: pricing),
            writer: catalog, counter: catalog, guestReserver: catalog, accountStore: catalog, attempts: catalog,
            calendar: catalog, unavailability: catalog, nightBlocker: catalog, listingEditor: catalog,
            exportTokens: catalog, reservationList: catalog, feedStore: catalog, listingPhotos: catalog,
            photoStore: PhotoFileStore(besideCatalogue: URL(fileURLWithPath: path)), rules: catalog,
            readiness: catalog, close: { try catalog.close() })
    }
}
