import Foundation
import StaysDomain

/// Reads a source file through a `FileReading`, reporting failures as `PlaceImportError`.
struct SourceFileLoader: Sendable {
    /// Reads the files.
    let reader: any FileReading

    /// The raw bytes of the file.
    func data(at url: URL) throws(PlaceImportError) -> Data {
        do {
            return try reader.contents(of: url)
        } catch {
            throw .unreadableFile(file: url.lastPathComponent, reason: String(describing: error))
        }
    }

    /// The file as a CSV table, named in errors by its file name.
    func table(at url: URL) throws(PlaceImportError) -> CSVTable {
        try CSVTable(text: text(at: url), file: url.lastPathComponent)
    }

    /// The file as UTF-8 text.
    func text(at url: URL) throws(PlaceImportError) -> String {
        let bytes = try data(at: url)
        guard let text = String(data: bytes, encoding: .utf8) else {
            throw .notText(file: url.lastPathComponent)
        }
        return text
    }
}
