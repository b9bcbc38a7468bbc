import StayCatalogPostgres

/// Which catalogue a command opens: `--catalog` (a `postgres://` URL or a SQLite path), else `--database`, else
/// `STAYS_CATALOG`, else the SQLite file in the user's data folder.
enum CatalogLocation: Equatable, Sendable {
    /// A SQLite file.
    case sqlite(path: String)
    /// A PostgreSQL database.
    case postgres(PostgresCatalogURL)

    // MARK: - Choosing

    /// The location the options and environment name, or a usage error (the password is never printed).
    static func chosen(catalog: String?, database: String?, environment: [String: String]) throws(StayCommandError)
        -> CatalogLocation
    {
        if catalog != nil, database != nil { throw .usage("pass either --catalog or --database, not both") }
        if let catalog {
            guard !catalog.isEmpty else { throw .usage("--catalog needs a postgres:// URL or a path") }
            return try parsed(catalog)
        }
        if database == nil, let text = environment["STAYS_CATALOG"], !text.isEmpty { return try parsed(text) }
        return .sqlite(path: try DatabaseLocation(environment: environment).path(option: database))
    }

    /// The text a command hands the composition root: the SQLite path or the full URL.
    var text: String {
        switch self {
        case .sqlite(let path): path
        case .postgres(let url): url.connectionText
        }
    }

    /// A PostgreSQL URL or else a SQLite path.
    static func parsed(_ text: String) throws(StayCommandError) -> CatalogLocation {
        guard PostgresCatalogURL.looksLikePostgres(text) else { return .sqlite(path: text) }
        do {
            return .postgres(try PostgresCatalogURL(text))
        } catch {
            throw .usage(error.description)
        }
    }
}
