import StaysDomain

/// Lists the real places behind a chosen group, region or country.
@MainActor
public final class DetailResultListController: PlaceListController {
    // MARK: - Dependencies

    private let searcher: any PlaceDetailSearching
    private let limit: Int
    private let labels: LocationSearchLabels
    private let distance: DistanceText
    private let request = LatestRequest<[PlaceWithDistance]>()

    // MARK: - State

    /// Who hears what happened in the list; held weakly.
    public weak var delegate: (any PlaceListControllerDelegate)?
    /// The rows of the latest answer.
    public private(set) var rows: [PlaceRow] = []
    /// Where loading stands.
    public private(set) var status: PlaceListStatus = .idle
    /// The row being expanded; nil when the list is closed.
    public private(set) var subject: PlaceRow?
    /// Where the user is; nearer places rank higher and carry a distance.
    public var near: Coordinate?

    /// "Places named Springfield" for a group, "Places in Illinois" for a region or country.
    public var title: String {
        labels.places(behind: subject)
    }

    // MARK: - Creating

    /// Creates the list, written with `words`, asking for up to `limit` places per expansion.
    public init(searcher: any PlaceDetailSearching, words: any Localizing, limit: Int = 20) {
        labels = LocationSearchLabels(words: words)
        distance = DistanceText(words: words)
        self.searcher = searcher
        self.limit = limit
    }

    // MARK: - Expanding

    /// Starts listing the places behind the row.
    public func expand(_ row: PlaceRow) {
        subject = row
        rows = []
        load()
    }

    /// Drops the expansion and any answer still on its way.
    public func close() {
        request.cancel()
        subject = nil
        rows = []
        status = .idle
    }

    // MARK: - PlaceListController

    /// Loads the places behind the current subject; does nothing when the list is closed.
    public func load() {
        guard let subject else { return }
        let query: PlaceDetailQuery
        do {
            query = try PlaceDetailQuery(subject: .group(subject.id), near: near, limit: limit)
        } catch {
            request.cancel()
            finish(with: .failure(error))
            return
        }
        status = .loading
        request.run(
            { [searcher] in try await searcher.places(for: query) },
            then: { [weak self] result in
                self?.finish(with: result)
            })
    }

    /// Ends the step with the place in the row: rows here are real places, never expanded again.
    public func chooseRow(at index: Int) {
        guard rows.indices.contains(index) else { return }
        delegate?.placeList(self, didChoose: ChosenPlace(row: rows[index]))
    }

    // MARK: - Finishing

    private func finish(with result: Result<[PlaceWithDistance], any Error>) {
        switch result {
        case .success(let places):
            rows = places.map { PlaceRow(result: $0, distance: distance) }
            status = .finished(rowCount: rows.count)
            delegate?.placeList(self, didLoad: rows)
        case .failure(let error):
            rows = []
            let message = labels.failure(error)
            status = .failed(message)
            delegate?.placeList(self, didFailWith: message)
        }
    }
}
