import Foundation
import StaysDomain

/// Reads a JSON file through a `FileReading` and decodes it, turning every failure into a `PlaceImportError`.
struct JSONFileDecoder: Sendable {
    /// Reads the files.
    let reader: any FileReading

    // MARK: - Decoding

    /// The file's contents decoded as `T`.
    func decode<T: Decodable>(_ type: T.Type, from url: URL) throws(PlaceImportError) -> T {
        let data = try SourceFileLoader(reader: reader).data(at: url)
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch let error as DecodingError {
            throw .malformedJSON(file: url.lastPathComponent, reason: Self.explanation(of: error))
        } catch {
            throw .malformedJSON(file: url.lastPathComponent, reason: String(describing: error))
        }
    }

    // MARK: - Messages

    /// A short, readable account of where and why decoding failed.
    private static func explanation(of error: DecodingError) -> String {
        switch error {
        case .typeMismatch(let type, let context):
            "at \(path(context)): expected \(type)"
        case .valueNotFound(let type, let context):
            "at \(path(context)): missing \(type) value"
        case .keyNotFound(let key, let context):
            "at \(path(context)): missing key \"\(key.stringValue)\""
        case .dataCorrupted(let context):
            "at \(path(context)): \(context.debugDescription)"
        @unknown default:
            String(describing: error)
        }
    }

    /// The coding path as dotted keys, or "top level".
    private static func path(_ context: DecodingError.Context) -> String {
        let keys = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
        return keys.isEmpty ? "top level" : keys.joined(separator: ".")
    }
}
