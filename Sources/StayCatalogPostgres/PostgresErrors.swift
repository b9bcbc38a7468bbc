import PostgresNIO

/// Turns PostgresNIO's errors into `PostgresCatalogError`s that say what went wrong without secrets.
enum PostgresErrors {
    // MARK: - Mapping

    /// The catalogue error for a connection-level failure, including the server ending the connection (57P01/57P02
    /// when it shuts down or crashes, class 08, also when the client side saw it close first), and a catalogue
    /// refused by migration v7 for a currency ISO 4217 does not list; other server errors on statements and other
    /// errors pass through unchanged.
    static func mapped(_ error: any Error, url: PostgresCatalogURL) -> any Error {
        guard let error = error as? PSQLError else { return error }
        let place = url.description
        switch error.code {
        case .connectionError:
            let reason = error.underlying.map { "\($0)" } ?? "no answer"
            return PostgresCatalogError.unreachable(url: place, reason: reason)
        case .serverClosedConnection, .clientClosedConnection, .uncleanShutdown, .poolClosed:
            return PostgresCatalogError.unreachable(url: place, reason: "the connection was closed")
        case .unsupportedAuthMechanism, .authMechanismRequiresPassword, .saslError:
            return PostgresCatalogError.refused(url: place, reason: "authentication failed")
        case .server:
            guard let state = error.serverInfo?[.sqlState] else { return error }
            if state == PostgresSchema.unknownCurrencyState {
                return PostgresCatalogError.damaged(reason: error.serverInfo?[.message] ?? state)
            }
            if ["57P01", "57P02"].contains(state) || (state.hasPrefix("08") && state != "08004") {
                return PostgresCatalogError.unreachable(url: place, reason: "the server ended the connection")
            }
            guard state.hasPrefix("28") || state.hasPrefix("3D") || ["08004", "53300", "57P03"].contains(state)
            else { return error }
            let message = error.serverInfo?[.message] ?? state
            return PostgresCatalogError.refused(url: place, reason: message)
        default:
            return error
        }
    }
}
