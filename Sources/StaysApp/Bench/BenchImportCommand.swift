import ArgumentParser
import Foundation
import StaysTerminal

/// `stays bench import [--rows N] [--seed S]`: times `stays import` of a synthetic Inside Airbnb listings file into
/// a new SQLite catalogue, both made in a temporary folder and removed afterwards.
struct BenchImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import", abstract: "Time importing a synthetic Inside Airbnb listings.csv into a new catalogue.",
        discussion: """
            Writes a made-up listings.csv in Inside Airbnb's schema (seeded; every name says "Synthetic sample"; \
            multi-line quoted descriptions, "$1,200.00" prices, shared baths, amenity lists and rows without a \
            price included) to a temporary folder, then times the whole import into a new SQLite catalogue there: \
            reading, mapping, placing every listing and the one write.
            """)

    @Option(help: "How many listings the file holds.") var rows = 50_000
    @Option(help: "Seed of the generator.") var seed: UInt64 = 7
    @OptionGroup var placeData: PlaceDataOptions

    func validate() throws {
        guard (1...5_000_000).contains(rows) else { throw ValidationError("--rows must be 1 to 5,000,000") }
    }

    func run() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stays-bench-import-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let listings = folder.appendingPathComponent("listings.csv")
        let bytes = SyntheticListingsFile(rows: rows, seed: seed).bytes()
        try Data(bytes).write(to: listings)
        let output = StandardTextOutput()
        output.write(
            "Synthetic Inside Airbnb sample (not real listings): \(rows) rows, \(bytes.count / 1_000_000) MB.\n")
        try await reportingStayErrors {
            try await placeData.lazyCompositionRoot(output: output).closing { root in
                let clock = ContinuousClock()
                let started = clock.now
                let stays = try root.stayCatalog(
                    databasePath: folder.appendingPathComponent("stays.sqlite").path, access: .writing)
                try await root.listingImportRunner(stays: stays).importListings(at: listings.path)
                let seconds = (clock.now - started) / .seconds(1)
                let rate = Int((Double(rows) / seconds).rounded())
                output.write(
                    String(format: "Import: %.2f s in all (place index and catalogue opening included), ", seconds)
                        + "\(rate) rows/s.\n")
            }
        }
    }
}
