import Foundation
import GRDB
import StaysDomain

/// Turns whatever GRDB or SQLite throws into a `StayCatalogError` that names the file and never shows SQL, a
/// statement or a library type; errors of Stays' own pass through.
struct CatalogErrorMapping {
    /// The catalogue's path.
    let path: String

    // MARK: - Mapping

    /// The user-facing error for `error`.
    func map(_ error: any Error) -> any Error {
        if let error = error as? DatabaseError { return map(error) }
        if let error = error as? StoredCurrencyError {
            return StayCatalogError.failed(path: path, reason: error.reason)
        }
        if error is RowDecodingError || error is DecodingError {
            return StayCatalogError.failed(path: path, reason: "a stored value has the wrong type")
        }
        guard String(reflecting: type(of: error)).hasPrefix("GRDB.") else { return error }
        return StayCatalogError.failed(path: path, reason: "the database library refused the operation")
    }

    private func map(_ error: DatabaseError) -> StayCatalogError {
        switch error.resultCode {
        case .SQLITE_BUSY, .SQLITE_LOCKED: .locked(path: path)
        case .SQLITE_READONLY: .readOnly(path: path)
        case .SQLITE_NOTADB: .unreadable(path: path, reason: "it is not a database")
        case .SQLITE_CORRUPT: .unreadable(path: path, reason: "the database is damaged")
        case .SQLITE_IOERR: .unreadable(path: path, reason: "reading or writing the file failed")
        case .SQLITE_CANTOPEN: .unreadable(path: path, reason: "the file cannot be opened")
        case .SQLITE_PERM, .SQLITE_AUTH: .unreadable(path: path, reason: "permission denied")
        case .SQLITE_FULL: .diskFull(path: path)
        case .SQLITE_NOMEM: .failed(path: path, reason: "out of memory")
        case .SQLITE_CONSTRAINT: .failed(path: path, reason: "a stored value breaks the catalogue's rules")
        case .SQLITE_MISMATCH, .SQLITE_RANGE, .SQLITE_TOOBIG:
            .failed(path: path, reason: "a stored value has the wrong type or size")
        case .SQLITE_ERROR: .failed(path: path, reason: "the catalogue's tables are not as expected")
        default:
            .failed(
                path: path,
                reason:
                    "the database stopped the operation (SQLite code \(error.resultCode.primaryResultCode.rawValue))")
        }
    }
}
