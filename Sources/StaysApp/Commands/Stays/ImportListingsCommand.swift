import ArgumentParser
import StaysTerminal

/// `stays import LISTINGS [--calendar CALENDAR] [--database PATH]`: real listings from an Inside Airbnb
/// `listings.csv[.gz]`, with the nights its `calendar.csv[.gz]` marks not available blocked.
struct ImportListingsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import real listings from an Inside Airbnb listings.csv or listings.csv.gz.",
        discussion: """
            Reads the listings file Inside Airbnb publishes for a city (insideairbnb.com, CC BY 4.0) and writes every \
            listing that can be a stay in one transaction: each belongs to the popular place nearest to it and is \
            priced in its country's currency. Rows without a price, a position, a guest count or a known room type \
            are left out and reported by reason and line. With --calendar, the nights its calendar.csv marks not \
            available become blocked nights.
            """)

    @Argument(help: "The listings file, plain or gzip.") var listings: String
    @Option(help: "Its calendar.csv[.gz]: the nights a listing is not available, from today on, become blocked.")
    var calendar: String?
    @OptionGroup var database: StayDatabaseOptions

    func run() async throws {
        try await reportingStayErrors {
            let output = StandardTextOutput()
            try await database.withCompositionRoot(output: output) { root, path in
                let stays = try root.stayCatalog(databasePath: path, access: .writing)
                try await root.listingImportRunner(stays: stays).importListings(at: listings, calendar: calendar)
            }
        }
    }
}
