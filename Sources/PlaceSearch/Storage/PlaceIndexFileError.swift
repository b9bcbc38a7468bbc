/// Why a place index file could not be read.
public enum PlaceIndexFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file does not start with the index's magic bytes.
    case notAnIndex
    /// The file was written by a different version of the format.
    case unsupportedVersion(UInt32)
    /// The file ends early.
    case truncated
    /// Lengths or references inside the file disagree.
    case inconsistent
    /// The file could not be opened or read.
    case unreadable(path: String, reason: String)

    /// A one-line explanation for the user.
    public var description: String {
        switch self {
        case .notAnIndex: "not a Stays place index (wrong magic bytes)"
        case .unsupportedVersion(let version): "place index format version \(version) is not supported"
        case .truncated: "place index file is truncated"
        case .inconsistent: "place index file is damaged (inconsistent lengths)"
        case .unreadable(let path, let reason): "cannot read place index at \(path): \(reason)"
        }
    }
}
