/// Why the raw source files could not be imported; each case names the file and what is wrong.
public enum PlaceImportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file could not be read at all.
    case unreadableFile(file: String, reason: String)
    /// The file is not JSON of the expected shape.
    case malformedJSON(file: String, reason: String)
    /// The file is not UTF-8 text.
    case notText(file: String)
    /// A CSV line cannot be split into fields, or has too few of them.
    case malformedCSV(file: String, line: Int, reason: String)
    /// The CSV header lacks a column the importer needs.
    case missingColumn(file: String, column: String)
    /// A field holds a value that is not a number or lies out of range.
    case invalidValue(file: String, location: String, field: String, value: String)

    /// A one-line explanation naming the file.
    public var description: String {
        switch self {
        case .unreadableFile(let file, let reason):
            "\(file): cannot be read: \(reason)"
        case .malformedJSON(let file, let reason):
            "\(file): malformed JSON: \(reason)"
        case .notText(let file):
            "\(file): not UTF-8 text"
        case .malformedCSV(let file, let line, let reason):
            "\(file), line \(line): malformed CSV: \(reason)"
        case .missingColumn(let file, let column):
            "\(file): header has no column \"\(column)\""
        case .invalidValue(let file, let location, let field, let value):
            "\(file), \(location): invalid \(field) \"\(value)\""
        }
    }
}
