/// Reads the features of a map: coasts, lakes, rivers and borders.
public protocol MapFeatureLoading: Sendable {
    /// The features of `query.kinds` that cross `query.box`, at the detail `query.zoom` needs.
    func features(for query: MapQuery) async throws -> MapFeatureSet
}
