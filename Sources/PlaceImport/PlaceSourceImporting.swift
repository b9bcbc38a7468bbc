import PlaceSearch

/// Produces the source data the place index is built from.
public protocol PlaceSourceImporting: Sendable {
    /// Reads the raw source files and returns the places and groups they describe.
    func importSources(from files: PlaceSourceFiles) throws -> PlaceSourceData
}
