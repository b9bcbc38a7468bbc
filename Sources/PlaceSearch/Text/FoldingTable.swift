import Foundation

/// What folding does to one character.
enum ScalarFolding: Sendable, Equatable {
    /// Keep it as it is.
    case keep
    /// Remove it (a combining mark).
    case drop
    /// It separates words.
    case separator
    /// Replace it by these UTF-8 bytes.
    case replace([UInt8])
}

/// Precomputed folding of the characters that need more than "keep": ASCII, Latin with diacritics,
/// Greek, Cyrillic, full-width forms, ligatures and katakana.
struct FoldingTable: Sendable {
    private static let tabulatedRanges: [ClosedRange<UInt32>] = [
        0x0000...0x058F, 0x1E00...0x1FFF, 0x3000...0x30FF, 0xFB00...0xFB06, 0xFF00...0xFFEF,
    ]
    private static let specialLetters: [Character: String] = [
        "ß": "ss", "ẞ": "ss", "ł": "l", "Ł": "l", "đ": "d", "Đ": "d", "ø": "o", "Ø": "o", "æ": "ae",
        "Æ": "ae", "œ": "oe", "Œ": "oe", "þ": "th", "Þ": "th", "ı": "i", "ħ": "h", "Ħ": "h", "ŀ": "l",
        "Ŀ": "l", "ð": "d", "Ð": "d", "ŧ": "t", "Ŧ": "t", "ƒ": "f",
    ]

    /// The folding of every tabulated character, the ranges laid end to end.
    private let entries: [ScalarFolding]

    /// Builds the table with Foundation's compatibility decomposition.
    init() {
        var entries: [ScalarFolding] = []
        for range in Self.tabulatedRanges {
            for value in range {
                entries.append(Unicode.Scalar(value).map(Self.computeFolding(of:)) ?? .keep)
            }
        }
        self.entries = entries
    }

    // MARK: - Lookup

    /// How to fold one character.
    @inline(__always)
    func fold(_ scalar: Unicode.Scalar) -> ScalarFolding {
        let value = scalar.value
        var start = 0
        for range in Self.tabulatedRanges {
            if value < range.lowerBound { break }
            if value <= range.upperBound { return entries[start + Int(value - range.lowerBound)] }
            start += range.count
        }
        return Self.classify(scalar)
    }

    // MARK: - Building

    private static func computeFolding(of scalar: Unicode.Scalar) -> ScalarFolding {
        if let special = specialLetters[Character(scalar)] { return .replace(Array(special.utf8)) }
        if (0x30A1...0x30F6).contains(scalar.value), let hiragana = Unicode.Scalar(scalar.value - 0x60) {
            return .replace(Array(String(hiragana).utf8))
        }
        let basic = classify(scalar)
        guard basic != .separator, basic != .drop else { return basic }
        let decomposed = String(scalar).decomposedStringWithCompatibilityMapping
        var folded = ""
        for part in decomposed.unicodeScalars where !isMark(part) {
            guard part.properties.isAlphabetic || part.properties.numericType != nil else { return .separator }
            folded += part.properties.lowercaseMapping
        }
        if folded.isEmpty { return .drop }
        return folded == String(scalar) ? .keep : .replace(Array(folded.utf8))
    }

    private static func classify(_ scalar: Unicode.Scalar) -> ScalarFolding {
        if isMark(scalar) { return .drop }
        let properties = scalar.properties
        guard properties.isAlphabetic || properties.numericType != nil else { return .separator }
        let lower = properties.lowercaseMapping
        return lower == String(scalar) ? .keep : .replace(Array(lower.utf8))
    }

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }
}
