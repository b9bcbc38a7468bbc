import StaysDomain

/// The answer to `stays search --format json`: `{"total", "stays": [...], "nextCursor"}`.
public struct StaySearchResponse: Codable, Sendable, Equatable {
    /// How many stays match in all.
    public let total: Int
    /// This page's stays.
    public let stays: [StayListItem]
    /// The cursor of the next page; written as `null` on the last page.
    public let nextCursor: String?

    /// Flattens a results page.
    public init(page: StayResultsPage, photos: [StayID: [PhotoID]] = [:]) {
        total = page.total
        stays = page.results.map { StayListItem($0, photo: photos[$0.stay.id]?.first) }
        nextCursor = page.nextCursor
    }

    // MARK: - Codable

    private enum CodingKeys: String, CodingKey {
        case total, stays, nextCursor
    }

    /// Encodes every key, `nextCursor` as `null` when there is no next page.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(total, forKey: .total)
        try container.encode(stays, forKey: .stays)
        try container.encode(nextCursor, forKey: .nextCursor)
    }
}

extension StayResultsPage {
    /// Rebuilds a results page from the wire; distances come back rounded to 0.1 km.
    public init(_ response: StaySearchResponse) {
        self.init(
            total: response.total, results: response.stays.map(StaySearchResult.init), nextCursor: response.nextCursor)
    }
}
