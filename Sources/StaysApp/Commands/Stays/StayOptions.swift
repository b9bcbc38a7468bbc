import ArgumentParser
import Foundation
import StaysDomain

/// `--database PATH` and `--places-data PATH`: what every stay command opens.
struct StayDatabaseOptions: ParsableArguments {
    @Option(
        help: "The stay catalogue (default: $XDG_DATA_HOME/stays/stays.sqlite or ~/.local/share/stays/stays.sqlite).")
    var database: String?
    @Option(
        help: "The catalogue: postgres://USER@HOST:PORT/DB or a SQLite path (default: $STAYS_CATALOG, else --database)."
    )
    var catalog: String?
    @OptionGroup var placeData: PlaceDataOptions

    /// Runs `body` with the composition root (loading the place index only when a place is needed) and the
    /// catalogue path, then shuts the root down.
    nonisolated(nonsending) func withCompositionRoot<Result>(
        output: any TextOutput = StandardTextOutput(),
        _ body: nonisolated(nonsending) (CompositionRoot, String) async throws -> Result
    ) async throws -> Result {
        let environment = ProcessInfo.processInfo.environment
        let path = try usage { () throws(StayCommandError) in
            try CatalogLocation.chosen(catalog: catalog, database: database, environment: environment).text
        }
        return try await placeData.lazyCompositionRoot(output: output).closing { root in try await body(root, path) }
    }
}

/// `--checkin YYYY-MM-DD --checkout YYYY-MM-DD`.
struct StayDateOptions: ParsableArguments {
    @Option(help: "Check-in day, YYYY-MM-DD.") var checkin: String
    @Option(help: "Check-out day, YYYY-MM-DD, after check-in.") var checkout: String

    /// The nights, or a usage error.
    func dates() throws -> StayDates {
        try parsed { () throws(StayRequestError) in try StayRequestParser().dates(checkIn: checkin, checkOut: checkout)
        }
    }
}

/// `--adults N --children N --infants N --pets`.
struct GuestOptions: ParsableArguments {
    @Option(help: "Adults (at least 1).") var adults = 1
    @Option(help: "Children aged 2–12.") var children = 0
    @Option(help: "Infants under 2.") var infants = 0
    @Flag(help: "A pet comes along.") var pets = false

    /// The guests, or a usage error.
    func guests() throws -> GuestCounts {
        try parsed { () throws(StayRequestError) in
            try StayRequestParser().guests(adults: adults, children: children, infants: infants, pets: pets ? 1 : 0)
        }
    }
}

/// Runs a check, turning a `StayCommandError` into ArgumentParser's usage error (exit 64).
func usage<Value>(_ check: () throws(StayCommandError) -> Value) throws -> Value {
    do {
        return try check()
    } catch {
        throw ValidationError(error.description)
    }
}

/// Runs a parse, turning a `StayRequestError` into ArgumentParser's usage error (exit 64).
func parsed<Value>(_ check: () throws(StayRequestError) -> Value) throws -> Value {
    do {
        return try check()
    } catch {
        throw ValidationError(error.description)
    }
}

/// Runs a command body: usage errors exit 64 with their message, other command errors exit 1.
func reportingStayErrors(_ body: () async throws -> Void) async throws {
    do {
        try await body()
    } catch let error as StayCommandError where error.isUsage {
        throw ValidationError(error.description)
    }
}
