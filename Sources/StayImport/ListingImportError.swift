/// Why a listings or calendar file cannot be read at all; nothing is imported from it.
public enum ListingImportError: Error, Equatable, CustomStringConvertible {
    /// The file is compressed but its gzip stream is damaged.
    case brokenGzip(file: String)
    /// A quoted field is not closed by the end of the file.
    case unterminatedQuote(file: String, line: Int)
    /// A record has more or fewer fields than the header.
    case fieldCount(file: String, line: Int, expected: Int, found: Int)
    /// The header lacks a column the import needs.
    case missingColumn(file: String, column: String)
    /// The file holds no header row.
    case empty(file: String)
    /// A field is longer than the import reads (often a quote that is never closed).
    case fieldTooLong(file: String, line: Int, maximumBytes: Int)
    /// The file is larger than the import reads.
    case tooLarge(file: String, maximumBytes: Int)

    /// One sentence naming the file and, where known, the line.
    public var description: String {
        switch self {
        case .brokenGzip(let file): "\(file) is not a readable gzip file"
        case .unterminatedQuote(let file, let line): "\(file) line \(line): a quoted field is never closed"
        case .fieldCount(let file, let line, let expected, let found):
            "\(file) line \(line): \(found) fields where the header has \(expected)"
        case .missingColumn(let file, let column):
            "\(file) is not an Inside Airbnb listings file: it has no \"\(column)\" column"
        case .fieldTooLong(let file, let line, let maximum):
            "\(file) line \(line): a field longer than \(maximum / 1_000_000) MB (a quote never closed?)"
        case .empty(let file): "\(file) is empty"
        case .tooLarge(let file, let maximum):
            "\(file) is larger than \(maximum / 1_000_000) MB, the most an import reads"
        }
    }
}
