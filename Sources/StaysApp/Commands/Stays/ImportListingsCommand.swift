import ArgumentParser
import PlaceImport
import StaysTerminal

/// `stays import LISTINGS [--database PATH]`: real listings from an Inside Airbnb `listings.csv[.gz]`.
struct ImportListingsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import real listings from an Inside Airbnb listings.csv or listings.csv.gz.",
        discussion: """
            Reads the listings file Inside Airbnb publishes for a city (insideairbnb.com, CC BY 4.0) and writes every \
            listing that can be a stay in one transaction: each belongs to the popular place nearest to it and is \
            priced in its country's currency. Rows without a price, a position, a guest count or a known room type \
            are left out and reported by reason and line.
            """)

    @Argument(help: "The listings file, plain or gzip.") var listings: String
    @OptionGroup var database: StayDatabaseOptions

    func run() async throws {
        try await reportingStayErrors {
            let output = StandardTextOutput()
            try await database.withCompositionRoot(output: output) { root, path in
                let stays = try root.stayCatalog(databasePath: path, access: .writing)
                let runner = ListingImportRunner(
                    reader: LocalFileReader(), importer: try root.listingImporter(), writer: stays.writer,
                    output: output)
                try await runner.importListings(at: listings)
            }
        }
    }
}
