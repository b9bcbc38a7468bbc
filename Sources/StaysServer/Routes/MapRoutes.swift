import Hummingbird
import StaysDomain
import StaysWire

/// `/api/v1/map`: the coasts, lakes, islands, rivers and borders of a view, for the web app's map.
struct MapRoutes {
    /// The map's features; nil when this server was started without a map (the route then answers 404).
    let loader: (any MapFeatureLoading)?
    /// How long a browser may keep an answer: the map only changes with a new release.
    static let cacheControl = "public, max-age=604800"
    private let parser = StayRequestParser(names: .query)
    private let writer = MapJSONWriter()

    /// Registers the route under `group`.
    func add(to group: RouterGroup<StaysRequestContext>) {
        group.get("map") { request, _ in try await map(request) }
    }

    // MARK: - Handler

    /// `?bbox=WEST,SOUTH,EAST,NORTH&zoom=Z` → `{"unit", "land", "lake", "island", "river", "border"}`.
    private func map(_ request: Request) async throws -> Response {
        let parameters = try QueryString(request, for: .map)
        let box = try parser.box(try parameters.required("bbox"), parameter: "bbox")
        guard parameters.text("zoom") != nil else { throw Problem.badRequest("zoom is required") }
        let query = try MapQuery(box: box, zoom: try parameters.integer("zoom", default: 0))
        guard let loader else { throw Problem.notFound("this server has no map") }
        let features = try await loader.features(for: query)
        return WireResponse.json(
            body: ByteBuffer(bytes: writer.bytes(features)), headers: [.cacheControl: Self.cacheControl])
    }
}
