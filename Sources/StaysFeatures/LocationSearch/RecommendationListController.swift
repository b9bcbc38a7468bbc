import StaysDomain

/// Lists popular places around the user while nothing is typed.
@MainActor
public final class RecommendationListController: PlaceListController {
    // MARK: - Dependencies

    private let locationProvider: any LocationProviding
    private let nearbyFinder: any NearbyPlaceFinding
    private let limit: Int
    private let labels: LocationSearchLabels
    private let distance: DistanceText
    private let request = LatestRequest<Answer>()

    // MARK: - State

    /// Who hears what happened in the list; held weakly.
    public weak var delegate: (any PlaceListControllerDelegate)?
    /// The rows of the latest answer.
    public private(set) var rows: [PlaceRow] = []
    /// Where loading stands.
    public private(set) var status: PlaceListStatus = .idle
    /// Where the user was found to be; nil until the first load finds it.
    public private(set) var location: UserLocation?

    /// "Popular near Seoul" when the location has a name, else "Popular near you".
    public var title: String {
        labels.popular(near: location?.name)
    }

    // MARK: - Creating

    /// Creates the list, written with `words`; the location is asked once, on the first load that succeeds in getting
    /// it.
    public init(
        locationProvider: any LocationProviding, nearbyFinder: any NearbyPlaceFinding, words: any Localizing,
        limit: Int = StayRules.suggestionCount
    ) {
        labels = LocationSearchLabels(words: words)
        distance = DistanceText(words: words)
        self.locationProvider = locationProvider
        self.nearbyFinder = nearbyFinder
        self.limit = limit
    }

    // MARK: - PlaceListController

    /// Finds the user's location (once), then the popular places around it.
    public func load() {
        status = .loading
        let known = location
        request.run(
            { [locationProvider, nearbyFinder, limit] in
                let location = if let known { known } else { try await locationProvider.currentLocation() }
                let query = try NearbyQuery(center: location.coordinate, limit: limit)
                return Answer(location: location, places: try await nearbyFinder.nearbyPlaces(for: query))
            },
            then: { [weak self] result in self?.finish(with: result) }
        )
    }

    /// Expands a region, country or group; ends the step for a single place.
    public func chooseRow(at index: Int) {
        guard rows.indices.contains(index) else { return }
        reportChoice(of: rows[index])
    }

    // MARK: - Finishing

    private func finish(with result: Result<Answer, any Error>) {
        switch result {
        case .success(let answer):
            location = answer.location
            rows = answer.places.map { PlaceRow(result: $0, distance: distance) }
            status = .finished(rowCount: rows.count)
            delegate?.placeList(self, didLoad: rows)
        case .failure(let error):
            rows = []
            let message = labels.failure(error)
            status = .failed(message)
            delegate?.placeList(self, didFailWith: message)
        }
    }

    /// What one load found.
    private struct Answer: Sendable {
        let location: UserLocation
        let places: [PlaceWithDistance]
    }
}
