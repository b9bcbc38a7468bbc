import Foundation

/// Folds text for matching: lower case, no diacritics, half width, katakana as hiragana, Hangul as the jamo
/// keys that type it (`HangulJamo`), and splits it into words at anything that is not a letter or digit.
struct TextFolder: Sendable {
    /// The byte that joins the words of a phrase term; never part of a token.
    static let phraseSeparator: UInt8 = 0x20

    private let table: FoldingTable

    /// Creates a folder; builds its table of special characters (a few milliseconds).
    init() {
        table = FoldingTable()
    }

    // MARK: - Folding

    /// Folds text into tokens.
    func fold(_ text: String) -> FoldedText {
        var tokens: [[UInt8]] = []
        var current: [UInt8] = []
        var endsInsideWord = false
        for scalar in text.unicodeScalars {
            switch append(scalar, to: &current) {
            case .appended:
                endsInsideWord = true
            case .dropped:
                continue
            case .separated:
                if !current.isEmpty { tokens.append(current) }
                current.removeAll(keepingCapacity: true)
                endsInsideWord = false
            }
        }
        if !current.isEmpty { tokens.append(current) }
        return FoldedText(tokens: tokens, endsInsideWord: endsInsideWord)
    }

    /// Folds text word by word, telling `body` each word's folded bytes, the UTF-16 offset where the word
    /// starts, and for every folded byte the UTF-16 offset just after the character it came from (with any
    /// combining marks that followed it). The buffers are reused from word to word.
    func forEachTracedWord(in text: String, _ body: (_ bytes: [UInt8], _ start: Int, _ sourceEnds: [Int]) -> Void) {
        var bytes: [UInt8] = []
        var sourceEnds: [Int] = []
        bytes.reserveCapacity(32)
        sourceEnds.reserveCapacity(32)
        var start = 0
        var offset = 0
        for scalar in text.unicodeScalars {
            let characterStart = offset
            offset += scalar.utf16.count
            let before = bytes.count
            switch append(scalar, to: &bytes) {
            case .appended:
                if before == 0 { start = characterStart }
                while sourceEnds.count < bytes.count { sourceEnds.append(offset) }
            case .dropped:
                var last = sourceEnds.count - 1
                while last >= 0, sourceEnds[last] == characterStart {
                    sourceEnds[last] = offset
                    last -= 1
                }
            case .separated:
                if !bytes.isEmpty { body(bytes, start, sourceEnds) }
                bytes.removeAll(keepingCapacity: true)
                sourceEnds.removeAll(keepingCapacity: true)
            }
        }
        if !bytes.isEmpty { body(bytes, start, sourceEnds) }
    }

    /// The initial consonants of each Hangul word of folded text, when every word is Hangul of two or more
    /// syllables: the words a person types as a shortcut ("ㅅㅇ" for 서울).
    func initialConsonants(of folded: FoldedText) -> FoldedText? {
        let words = folded.tokens.compactMap(HangulJamo.initialConsonants(of:))
        guard !words.isEmpty, words.count == folded.tokens.count else { return nil }
        return FoldedText(tokens: words, endsInsideWord: false)
    }

    // MARK: - One character

    private enum Outcome {
        case appended, dropped, separated
    }

    @inline(__always)
    private func append(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) -> Outcome {
        let value = scalar.value
        if value < 0x80 {
            if (0x61...0x7A).contains(value) || (0x30...0x39).contains(value) {
                bytes.append(UInt8(value))
                return .appended
            }
            if (0x41...0x5A).contains(value) {
                bytes.append(UInt8(value + 0x20))
                return .appended
            }
            return .separated
        }
        if value >= 0x1100, HangulJamo.appendKeys(of: scalar, to: &bytes) { return .appended }
        switch table.fold(scalar) {
        case .keep:
            bytes.appendUTF8(of: scalar)
            return .appended
        case .replace(let replacement):
            bytes.append(contentsOf: replacement)
            return .appended
        case .drop:
            return .dropped
        case .separator:
            return .separated
        }
    }

    /// Whether the text has letters of a script other than Latin (Hangul, Han, Kana, Cyrillic, Greek, ...).
    func hasNonLatinLetters(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            scalar.value >= 0x0370 && !(0x1E00...0x1EFF).contains(scalar.value) && scalar.properties.isAlphabetic
        }
    }
}

// MARK: - UTF-8

extension [UInt8] {
    /// Appends the UTF-8 encoding of a scalar.
    mutating func appendUTF8(of scalar: Unicode.Scalar) {
        if scalar.isASCII {
            append(UInt8(scalar.value))
        } else {
            append(contentsOf: UTF8.encode(scalar)!)
        }
    }
}
