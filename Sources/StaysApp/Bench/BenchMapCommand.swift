import ArgumentParser
import StaysDomain
import StaysWire

/// `stays bench map`: how long the bundled map takes to answer a city's view, and how big the answer is.
struct BenchMapCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "map", abstract: "Time the map's city views (read and written as the route writes them).")

    /// Views a 20 km search shows, as `GET /api/v1/map` asks for them.
    static let views = [
        ("Seoul", 126.85, 37.45, 127.1, 37.65), ("Tokyo", 139.6, 35.55, 139.85, 35.75),
        ("Istanbul", 28.85, 40.95, 29.15, 41.15), ("New York", -74.15, 40.6, -73.85, 40.85),
        ("Oslo", 10.6, 59.85, 10.9, 60.0),
    ]

    @Option(help: "Times each view is read.") var repeats = 50
    @OptionGroup var placeData: PlaceDataOptions

    func run() async throws {
        let output = StandardTextOutput()
        try await placeData.lazyCompositionRoot(output: output).closing { root in
            let map = try root.mapFeatures()
            let writer = MapJSONWriter()
            let clock = ContinuousClock()
            for (name, west, south, east, north) in Self.views {
                let box = try BoundingBox(
                    southWest: Coordinate(latitude: south, longitude: west),
                    northEast: Coordinate(latitude: north, longitude: east))
                let query = try MapQuery(box: box, zoom: 12)
                var bytes = 0
                var durations: [Duration] = []
                for _ in 0..<repeats {
                    let started = clock.now
                    bytes = writer.bytes(try await map.features(for: query)).count
                    durations.append(clock.now - started)
                }
                output.write("\(name) at zoom 12: \(bytes) bytes, \(LatencySummary(durations).line)\n")
            }
        }
    }
}
