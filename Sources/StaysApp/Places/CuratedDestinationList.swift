import Foundation
import PlaceImport
import StaysDomain

/// The destinations a first page offers: the curated most-visited cities of `destinations.tsv`, looked up in the
/// place index in the file's order (the file is read once, on first use).
struct CuratedDestinationList: PopularDestinationListing {
    // MARK: - Dependencies

    private let file: URL?
    private let lookup: any PlaceLookup
    private let reader: any FileReading

    /// Lists the places of `file` (nil lists none), found through `lookup`.
    init(file: URL?, lookup: any PlaceLookup, reader: any FileReading = LocalFileReader()) {
        self.file = file
        self.lookup = lookup
        self.reader = reader
    }

    // MARK: - PopularDestinationListing

    /// The first `limit` places of the file the index knows; a malformed file is an error naming its line.
    func popularDestinations(limit: Int) async throws -> [Place] {
        guard let file else { return [] }
        var places: [Place] = []
        for id in try DestinationFile.ids(in: reader.contents(of: file)) where places.count < limit {
            if let place = try await lookup.place(withID: id) { places.append(place) }
        }
        return places
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
        for (offset, line) in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated() where !line.isEmpty && !line.hasPrefix("#") && line != "id\tname"
        {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 2, fields[0].hasPrefix("geonames:"), !fields[1].isEmpty else {
                throw MalformedRow(line: offset + 1)
            }
            ids.append(PlaceID(String(fields[0])))
        }
        return ids
    }
}
