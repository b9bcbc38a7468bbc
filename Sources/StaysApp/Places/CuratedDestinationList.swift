import Foundation
import PlaceImport
import StaysDomain
import Synchronization

/// The destinations a first page offers: the curated most-visited cities of `destinations.tsv`, looked up in the
/// place index in the file's order (the file is read once, on first use).
final class CuratedDestinationList: PopularDestinationListing {
    // MARK: - Dependencies

    private let file: URL?
    private let lookup: any PlaceLookup
    private let reader: any FileReading
    private let ids = Mutex<[PlaceID]?>(nil)

    /// Lists the places of `file` (nil lists none), found through `lookup`.
    init(file: URL?, lookup: any PlaceLookup, reader: any FileReading = LocalFileReader()) {
        self.file = file
        self.lookup = lookup
        self.reader = reader
    }

    // MARK: - PopularDestinationListing

    /// The first `limit` places of the file the index knows, named in `language`; a malformed file is an error
    /// naming its line.
    func popularDestinations(limit: Int, language: String?) async throws -> [Place] {
        var places: [Place] = []
        for id in try destinationIDs() where places.count < limit {
            if let place = try await lookup.place(withID: id, language: language) { places.append(place) }
        }
        return places
    }

    /// The file's ids, read and parsed the first time and kept (a failed read is tried again next time).
    private func destinationIDs() throws -> [PlaceID] {
        if let kept = ids.withLock({ $0 }) { return kept }
        let read = try file.map { try DestinationFile.ids(in: reader.contents(of: $0)) } ?? []
        ids.withLock { $0 = read }
        return read
    }
}

/// Reads `destinations.tsv`: `#` comments, the header `id<TAB>name`, then one `id<TAB>name` row per place.
enum DestinationFile {
    /// A row that is not `id<TAB>name`.
    struct MalformedRow: Error, Equatable, CustomStringConvertible {
        /// The 1-based line.
        let line: Int
        /// Why it was refused.
        var description: String { "destinations.tsv line \(line) is not `id<TAB>name`" }
    }

    /// The ids in file order.
    static func ids(in data: Data) throws -> [PlaceID] {
        var ids: [PlaceID] = []
        for (offset, line) in String(decoding: data, as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false
        )
        .enumerated() where !line.isEmpty && !line.hasPrefix("#") && line != "id\tname" {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 2, fields[0].hasPrefix("geonames:"), !fields[1].isEmpty else {
                throw MalformedRow(line: offset + 1)
            }
            ids.append(PlaceID(String(fields[0])))
        }
        return ids
    }
}
