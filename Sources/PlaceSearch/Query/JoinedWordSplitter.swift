/// Finds the words of a place name typed without its spaces ("newyork" → "new york", "riodejaneiro" →
/// "rio de janeiro"): a split counts when some stored whole-name phrase starts with the words it makes.
struct JoinedWordSplitter {
    let dictionary: TermDictionary
    /// The most words one typed word is split into.
    var maximumWords = 4
    /// The most dictionary look-ups one search may make, which bounds its cost on words that split nowhere.
    var lookupBudget = 24

    /// The words, or nil when no split leads to a stored phrase.
    func words(in word: [UInt8]) -> [[UInt8]]? {
        var search = self
        return search.split(word[...], after: [])
    }

    // MARK: - Searching

    /// Tries the longest first word first, so "newyork" becomes "new york" before "ne wyork".
    private mutating func split(_ rest: ArraySlice<UInt8>, after words: [[UInt8]]) -> [[UInt8]]? {
        guard words.count + 1 < maximumWords, rest.count > 1 else { return nil }
        for length in stride(from: rest.count - 1, through: 1, by: -1) where !isContinuation(rest, at: length) {
            let leading = words + [Array(rest.prefix(length))]
            guard startsAPhrase(leading, followedBySpace: true) else { continue }
            let whole = leading + [Array(rest.dropFirst(length))]
            if startsAPhrase(whole, followedBySpace: false) { return whole }
            if let deeper = split(rest.dropFirst(length), after: leading) { return deeper }
        }
        return nil
    }

    private mutating func startsAPhrase(_ words: [[UInt8]], followedBySpace: Bool) -> Bool {
        guard lookupBudget > 0 else { return false }
        lookupBudget -= 1
        var phrase = FoldedText(tokens: words, endsInsideWord: true).phrase
        if followedBySpace { phrase.append(TextFolder.phraseSeparator) }
        return dictionary.hasTerm(startingWith: phrase)
    }

    /// Whether the byte at `offset` continues a UTF-8 character (no split may fall there).
    private func isContinuation(_ bytes: ArraySlice<UInt8>, at offset: Int) -> Bool {
        bytes[bytes.startIndex + offset] & 0xC0 == 0x80
    }
}
