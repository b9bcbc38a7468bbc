import Foundation

/// A CSV file split into a header and rows of fields, each row as wide as the header.
struct CSVTable: Sendable {
    /// One data row with its 1-based line number in the file.
    struct Row: Sendable {
        /// The line in the file, for error messages.
        let line: Int
        /// The unquoted fields, one per header column.
        let fields: [String]
    }

    /// The file's name, as shown in errors.
    let file: String
    /// The column names.
    let header: [String]
    /// The data rows, blank lines left out.
    let rows: [Row]

    // MARK: - Parsing

    /// Parses the text of a CSV file whose first non-blank line is the header.
    init(text: String, file: String) throws(PlaceImportError) {
        let parser = CSVLineParser()
        var header: [String]?
        var rows: [Row] = []
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for (offset, rawLine) in lines.enumerated() {
            let line = Self.trimmed(rawLine)
            guard !line.isEmpty else { continue }
            let fields: [String]
            do {
                fields = try parser.fields(in: line)
            } catch {
                throw .malformedCSV(file: file, line: offset + 1, reason: error.reason)
            }
            guard let columns = header else {
                header = fields.map { $0.trimmingCharacters(in: .whitespaces) }
                continue
            }
            guard fields.count == columns.count else {
                let reason = "expected \(columns.count) fields, found \(fields.count)"
                throw .malformedCSV(file: file, line: offset + 1, reason: reason)
            }
            rows.append(Row(line: offset + 1, fields: fields))
        }
        guard let header else { throw .malformedCSV(file: file, line: 1, reason: "no header line") }
        self.file = file
        self.header = header
        self.rows = rows
    }

    // MARK: - Columns

    /// The position of the named column, or an error naming it.
    func column(named name: String) throws(PlaceImportError) -> Int {
        guard let index = header.firstIndex(of: name) else { throw .missingColumn(file: file, column: name) }
        return index
    }

    /// The line without a byte-order mark.
    private static func trimmed(_ line: Substring) -> Substring {
        line.hasPrefix("\u{FEFF}") ? line.dropFirst() : line
    }
}
