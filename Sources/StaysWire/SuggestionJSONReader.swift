import Foundation
import StaysDomain

/// Reads `{"suggestions": [...]}` by hand: the client's hot path, several times faster than `JSONDecoder`. It
/// gives the same value `JSONDecoder` gives (a test holds the two together) or nil for anything it does not
/// expect (an unknown key or kind, a malformed value), and the caller then asks `JSONDecoder`, which decides.
public struct SuggestionJSONReader: Sendable {
    /// Creates a reader.
    public init() {}

    /// The response in `data`, or nil when this reader cannot vouch for it.
    public func response(from data: Data) -> SuggestionsResponse? {
        data.withUnsafeBytes { raw in
            var scanner = JSONByteScanner(raw.bindMemory(to: UInt8.self))
            guard let response = read(&scanner), scanner.isAtEnd else { return nil }
            return response
        }
    }

    // MARK: - Objects

    private func read(_ scanner: inout JSONByteScanner) -> SuggestionsResponse? {
        var suggestions: [PlaceSuggestion]?
        let read = members(&scanner) { key, scanner in
            key == "suggestions" && once(&suggestions, array(&scanner) { suggestion(&$0) })
        }
        guard read, let suggestions else { return nil }
        return SuggestionsResponse(suggestions: suggestions)
    }

    private func suggestion(_ scanner: inout JSONByteScanner) -> PlaceSuggestion? {
        var id: String?
        var kind: PlaceKind?
        var title: String?
        var subtitle: String?
        var coordinate: Coordinate?
        var matchCount: Int?
        var highlights: [TextRange]?
        var partial: Bool?
        let read = members(&scanner) { key, scanner in
            switch key {
            case "id": once(&id, scanner.string())
            case "kind": once(&kind, scanner.string().flatMap(PlaceKind.init(rawValue:)))
            case "title": once(&title, scanner.string())
            case "subtitle": once(&subtitle, scanner.string())
            case "coordinate": once(&coordinate, self.coordinate(&scanner))
            case "matchCount": once(&matchCount, scanner.integer())
            case "titleHighlights": once(&highlights, array(&scanner) { range(&$0) })
            case "partial": once(&partial, scanner.bool())
            default: false
            }
        }
        guard read, let id, let kind, let title, let subtitle, let coordinate, let matchCount, let highlights else {
            return nil
        }
        return PlaceSuggestion(
            id: PlaceID(id), kind: kind, title: title, subtitle: subtitle, coordinate: coordinate,
            matchCount: matchCount, titleHighlights: highlights, partial: partial)
    }

    private func coordinate(_ scanner: inout JSONByteScanner) -> Coordinate? {
        var latitude: Double?
        var longitude: Double?
        let read = members(&scanner) { key, scanner in
            switch key {
            case "latitude": once(&latitude, scanner.double())
            case "longitude": once(&longitude, scanner.double())
            default: false
            }
        }
        guard read, let latitude, let longitude else { return nil }
        return Coordinate(latitude: latitude, longitude: longitude)
    }

    private func range(_ scanner: inout JSONByteScanner) -> TextRange? {
        var location: Int?
        var length: Int?
        let read = members(&scanner) { key, scanner in
            switch key {
            case "location": once(&location, scanner.integer())
            case "length": once(&length, scanner.integer())
            default: false
            }
        }
        guard read, let location, let length else { return nil }
        return TextRange(location: location, length: length)
    }

    // MARK: - Structure

    /// Fills an empty `slot` with a value that was read; false for a missing value or a key given twice.
    private func once<Value>(_ slot: inout Value?, _ value: Value?) -> Bool {
        guard slot == nil, let value else { return false }
        slot = value
        return true
    }

    /// Reads `{"key": value, ...}`, handing each key to `member` to read its value; false when anything is amiss.
    private func members(
        _ scanner: inout JSONByteScanner, _ member: (String, inout JSONByteScanner) -> Bool
    ) -> Bool {
        guard scanner.take(UInt8(ascii: "{")) else { return false }
        if scanner.take(UInt8(ascii: "}")) { return true }
        repeat {
            guard let key = scanner.string(), scanner.take(UInt8(ascii: ":")), member(key, &scanner)
            else { return false }
        } while scanner.take(UInt8(ascii: ","))
        return scanner.take(UInt8(ascii: "}"))
    }

    /// Reads `[element, ...]`; nil when an element cannot be read.
    private func array<Element>(
        _ scanner: inout JSONByteScanner, _ element: (inout JSONByteScanner) -> Element?
    ) -> [Element]? {
        guard scanner.take(UInt8(ascii: "[")) else { return nil }
        var elements: [Element] = []
        if scanner.take(UInt8(ascii: "]")) { return elements }
        repeat {
            guard let next = element(&scanner) else { return nil }
            elements.append(next)
        } while scanner.take(UInt8(ascii: ","))
        return scanner.take(UInt8(ascii: "]")) ? elements : nil
    }
}
