import StaysDomain
import StaysWire

/// The map's coasts, lakes, rivers and borders from a Stays server (`GET /api/v1/map`).
public struct RemoteMapFeatures: MapFeatureLoading {
    private let api: StaysAPIClient

    /// Reads the map over `api`.
    public init(api: StaysAPIClient) {
        self.api = api
    }

    // MARK: - MapFeatureLoading

    /// The features of the view; the server answers every kind, so those `query.kinds` leaves out are dropped here.
    public func features(for query: MapQuery) async throws -> MapFeatureSet {
        let items = [APIQueryItem("bbox", box: query.box), APIQueryItem("zoom", String(query.zoom))]
        let set = try await api.get(.map, query: items, as: MapAnswer.self).set
        return MapFeatureSet(
            unitDegrees: set.unitDegrees, features: set.features.filter { query.kinds.contains($0.kind) })
    }
}
