import Foundation
import StaysDomain

/// A place people travel to, as the typing benchmark types it: its id, English name and Korean name.
struct TypingDestination: Equatable {
    /// The place the name should find.
    let id: PlaceID
    /// The name as a traveller writes it in English.
    let name: String
    /// Its Korean name, or nil where it has no common one.
    let korean: String?
    /// Why it is on the list (visited, capital, largest, island, region, korea).
    let source: String

    /// What a person types for the English name, key by key: lower case, no diacritics, words split by single
    /// spaces ("São Paulo" → "sao paulo").
    var typedName: String {
        let plain = name.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
            .filter { $0 != "'" && $0 != "’" }
        let words = plain.split { !($0.isLetter || $0.isNumber) }
        return words.joined(separator: " ")
    }

    // MARK: - The list file

    /// The rows of a destination file: tab-separated `id name korean source` after a header line; `#` lines
    /// are comments.
    static func list(from text: String) throws(TypingDestinationError) -> [TypingDestination] {
        var rows: [TypingDestination] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard !line.hasPrefix("#"), !line.trimmingCharacters(in: .whitespaces).isEmpty,
                !line.hasPrefix("id\t")
            else { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 4, !fields[0].isEmpty, !fields[1].isEmpty else {
                throw .malformedLine(number + 1)
            }
            rows.append(
                TypingDestination(
                    id: PlaceID(fields[0]), name: fields[1], korean: fields[2].isEmpty ? nil : fields[2],
                    source: fields[3]))
        }
        guard !rows.isEmpty else { throw .empty }
        return rows
    }
}

/// Why a destination file cannot be read.
enum TypingDestinationError: Error, Equatable, CustomStringConvertible {
    case malformedLine(Int)
    case empty

    var description: String {
        switch self {
        case .malformedLine(let line): "line \(line) of the destination list is not 'id<TAB>name<TAB>korean<TAB>source'"
        case .empty: "the destination list has no destinations"
        }
    }
}
