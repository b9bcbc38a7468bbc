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
    /// The first night a calendar blocks.
    let today: any TodayProviding
    /// Where the report goes.
    let output: any TextOutput

    // MARK: - Running

    /// Imports the listings at `path`, blocking the nights the calendar at `calendarPath` marks not available;
    /// throws `StayCommandError.failed` when a file cannot be read or nothing in it can be a stay, and when its
    /// listings are already in the catalogue.
    func importListings(at path: String, calendar calendarPath: String? = nil) async throws {
        let url = URL(fileURLWithPath: path)
        var batch: ListingImportBatch
        do {
            batch = try await importer.listings(in: try bytes(at: path), file: url.lastPathComponent)
            if let calendarPath {
                let file = URL(fileURLWithPath: calendarPath).lastPathComponent
                let calendar = try InsideAirbnbCalendar(today: today.today())
                    .blocking(batch, calendar: try bytes(at: calendarPath), file: file)
                batch = calendar.batch
                output.write(
                    "Blocked \(Self.counted(calendar.blockedNights, "night")) of "
                        + "\(Self.counted(calendar.blockedListings, "listing")) from \(file) "
                        + "(\(Self.counted(calendar.skippedRows, "row")) skipped: past, unreadable or of listings "
                        + "not imported).\n")
            }
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
        output.write("Imported \(Self.counted(batch.stays.count, "listing")) from \(url.lastPathComponent).\n")
    }

    /// The bytes of the file at `path`.
    private func bytes(at path: String) throws -> [UInt8] {
        do {
            return [UInt8](try reader.contents(of: URL(fileURLWithPath: path)))
        } catch {
            throw StayCommandError.failed("\(path) cannot be read")
        }
    }

    // MARK: - Report

    /// "1 row", "1,527 rows".
    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(Money.grouped(UInt(max(0, count)))) \(noun)\(count == 1 ? "" : "s")"
    }

    private func report(_ rejections: [ListingRejection]) {
        guard !rejections.isEmpty else { return }
        output.write("Left out \(Self.counted(rejections.count, "row")):\n")
        for (reason, rows) in Dictionary(grouping: rejections, by: \.reason).sorted(by: { $0.key < $1.key }) {
            let lines = rows.prefix(Self.linesShown).map { String($0.line) }.joined(separator: ", ")
            let more = rows.count > Self.linesShown ? ", …" : ""
            output.write("  \(rows.count) with \(reason.rawValue) (line \(lines)\(more))\n")
        }
    }
}
