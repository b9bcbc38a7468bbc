import Foundation
import MapData
import MapTiles
import StaysDomain
import Swinject

/// Registers the map file behind `MapFeatureLoading`: mapped into memory and checked when the server is built.
struct MapAssembly: Assembly {
    /// The map file: `STAYS_MAP_DATA`, else the bundled one (nil when neither exists).
    let location: URL?

    /// Reads the location from `environment`, falling back to the bundled map.
    init(environment: [String: String]) {
        location = environment["STAYS_MAP_DATA"].map { URL(fileURLWithPath: $0) } ?? MapDataLocation.bundledMap
    }

    func assemble(container: Container) {
        let location = location
        container.provide((any MapFeatureLoading).self) { _ in
            guard let location else { throw CompositionError.missingMapData }
            return try TiledMapReader(contentsOf: location)
        }.inObjectScope(.container)
    }
}
