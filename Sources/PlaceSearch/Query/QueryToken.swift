/// One typed word, prepared for matching.
struct QueryToken {
    /// Folded bytes.
    let bytes: [UInt8]
    /// Whether it may be the start of a longer word (the last word, still being typed).
    let isPrefix: Bool
    /// Letters typed.
    let letters: Int
    /// Typing mistakes forgiven.
    let maxEdits: Int
    /// Whether it is written in a syllabic script (Hangul keys, kana), where a short word is a syllable on its
    /// way, not a short name.
    let isSyllabic: Bool
    /// Terms it matches without mistakes: words starting with it, or the one equal word.
    let terms: Range<Int>
    /// How many postings those terms hold: the cost of using this word to find candidates.
    let postingCount: Int

    /// Prepares the words of a folded query against an index.
    static func tokens(of folded: FoldedText, in index: PlaceIndex, tolerance: TypoTolerance) -> [QueryToken] {
        folded.tokens.enumerated().map { position, bytes in
            let isPrefix = position == folded.tokens.count - 1 && folded.endsInsideWord
            let terms: Range<Int>
            if isPrefix {
                terms = index.dictionary.prefixRange(bytes)
            } else if let term = index.dictionary.exactTerm(bytes) {
                terms = term..<(term + 1)
            } else {
                terms = 0..<0
            }
            let letters = TypoTolerance.letterCount(of: bytes)
            let isSyllabic = SyllabicScript.contains(bytes)
            return QueryToken(
                bytes: bytes, isPrefix: isPrefix, letters: letters,
                maxEdits: isSyllabic ? 0 : tolerance.allowedEdits(forLetterCount: letters), isSyllabic: isSyllabic,
                terms: terms,
                postingCount: index.postingCount(of: terms))
        }
    }
}

extension PlaceIndex {
    /// Postings held by a run of terms.
    func postingCount(of terms: Range<Int>) -> Int {
        Int(storage.postingStarts[terms.upperBound] - storage.postingStarts[terms.lowerBound])
    }
}
