/// Why the program could not be put together.
enum CompositionError: Error, CustomStringConvertible {
    /// No place index was given and the bundled one is missing.
    case missingPlaceData
    /// No map file was given and the bundled one is missing.
    case missingMapData
    /// Nothing is registered for a type the graph needs (its name, as `name(of:name:)` spells it).
    case unregistered(String)

    /// One sentence, as the command prints it.
    var description: String {
        switch self {
        case .missingPlaceData: "the bundled place data is missing; pass --places-data PATH or set STAYS_PLACES_DATA"
        case .missingMapData:
            "the bundled map is missing; set STAYS_MAP_DATA to a file made by scripts/make-map-data.py"
        case .unregistered(let type): "this build cannot run: nothing is registered for \(type)"
        }
    }

    /// How a missing type is named: `PlaceCommandRunner`, or `StayCatalogOpening named "postgres"`.
    static func name(of type: Any.Type, name: String? = nil) -> String {
        let text = String(describing: type)
        return name.map { "\(text) named \"\($0)\"" } ?? text
    }
}
