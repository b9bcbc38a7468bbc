/// Why a map file cannot be read; each description is one sentence for the person running the server.
public enum MapFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file could not be opened.
    case unreadable(path: String)
    /// The file does not start as a Stays map does, or is a version this build cannot read.
    case notAMap
    /// The file is cut short or its tables point outside it.
    case damaged(String)

    /// One sentence naming what is wrong.
    public var description: String {
        switch self {
        case .unreadable(let path): "the map file \(path) cannot be read"
        case .notAMap: "the map file is not a Stays map of version 1 (it should start with STAYSMAP)"
        case .damaged(let part): "the map file is damaged (\(part)); build it again with scripts/make-map-data.py"
        }
    }
}
