import Foundation
import StayImport
import StaysDomain

/// Runs `stays import`: reads an Inside Airbnb listings file, writes every listing that can be a stay in one
/// transaction, and reports the rows left out by reason and line.
struct ListingImportRunner: Sendable {
    /// Line numbers shown per reason.
    static let linesShown = 5

    /// Reads the file.
    let reader: any FileReading
    /// Turns its rows into stays.
    let importer: InsideAirbnbImporter
    /// Writes the stays.
    let writer: any StaySeedWriting
    /// Where the report goes.
    let output: any TextOutput

    // MARK: - Running

    /// Imports the listings at `path`; throws `StayCommandError.failed` when the file cannot be read or nothing in
    /// it can be a stay, and when its listings are already in the catalogue.
    func importListings(at path: String) async throws {
        let url = URL(fileURLWithPath: path)
        let bytes: Data
        do {
            bytes = try reader.contents(of: url)
        } catch {
            throw StayCommandError.failed("\(path) cannot be read")
        }
        let batch: ListingImportBatch
        do {
            batch = try await importer.listings(in: [UInt8](bytes), file: url.lastPathComponent)
        } catch let error as ListingImportError {
            throw StayCommandError.failed(error.description)
        }
        report(batch.rejections)
        guard !batch.stays.isEmpty else {
            throw StayCommandError.failed("no row of \(url.lastPathComponent) could be a stay; nothing was imported")
        }
        do {
            try await writer.seed(stays: batch.stays, replacing: false) { _, _ in }
        } catch StayCatalogError.alreadySeeded {
            throw StayCommandError.failed(
                "listings of \(url.lastPathComponent) are already in the catalogue; nothing was imported")
        }
        output.write("Imported \(Money.grouped(UInt(batch.stays.count))) listings from \(url.lastPathComponent).\n")
    }

    // MARK: - Report

    private func report(_ rejections: [ListingRejection]) {
        guard !rejections.isEmpty else { return }
        let rows = rejections.count == 1 ? "row" : "rows"
        output.write("Left out \(Money.grouped(UInt(rejections.count))) \(rows):\n")
        for (reason, rows) in Dictionary(grouping: rejections, by: \.reason).sorted(by: { $0.key < $1.key }) {
            let lines = rows.prefix(Self.linesShown).map { String($0.line) }.joined(separator: ", ")
            let more = rows.count > Self.linesShown ? ", …" : ""
            output.write("  \(rows.count) with \(reason.rawValue) (line \(lines)\(more))\n")
        }
    }
}
