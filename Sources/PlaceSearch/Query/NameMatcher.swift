import StaysDomain

/// Scores one name of one place against all typed words; a word that matches neither the name nor the
/// place's region or country rejects it.
struct NameMatcher {
    let index: PlaceIndex
    let tokens: [QueryToken]
    let ranking: RankingModel

    /// How well the name matches, or nil when some word matches nothing (or, `wholeNameOnly`, when some word of
    /// the name was not typed, the last one perhaps in part); `isMainName` earns a small bonus and a weak
    /// alternate name a small penalty, and so does an alternate name not typed to its end (a clean prefix of a
    /// place's own name beats the start of another place's foreign spelling: "nai" is Nairobi, not "Nai Dilli").
    /// A name whose every word was typed exactly, the other words naming its region or country, earns the
    /// whole-name bonus ("portland maine" is Portland before its airport); while its last word may still be
    /// growing ("duba" on the way to Dubai), only a small one.
    func match(_ name: NameDigest, isMainName: Bool, wholeNameOnly: Bool = false) -> Float? {
        let words = index.storage.nameTerms[Int(name.termStart)..<Int(name.termEnd)]
        guard !words.isEmpty else { return nil }
        var total: Float = 0
        var firstWordMatched = false
        var exactWords = 0
        var contextWords = 0
        // One bit per word of the name a typed word matched (the first 64 words), kept only for `wholeNameOnly`.
        var typedWords: UInt64 = 0
        for (position, token) in tokens.enumerated() {
            var best: Float = 0
            var bestOffset = -1
            for (offset, term) in words.enumerated() where token.terms.contains(Int(term)) {
                let score = ranking.prefixMatch(typed: token.bytes.count, full: index.dictionary.length(Int(term)))
                if score > best { (best, bestOffset) = (score, offset) }
            }
            if best == 0, token.maxEdits > 0 {
                for (offset, term) in words.enumerated() {
                    let score = typoScore(token, term: Int(term))
                    if score > best { (best, bestOffset) = (score, offset) }
                }
            }
            if position == 0, bestOffset == 0 { firstWordMatched = true }
            if wholeNameOnly, (0..<64).contains(bestOffset) { typedWords |= 1 << UInt64(bestOffset) }
            if best >= 1 {
                exactWords += 1
                if token.isPrefix { best -= ranking.unfinishedWordDiscount }
            }
            if best == 0, matchesContext(token, of: Int(name.owner)) {
                best = ranking.contextMatch
                contextWords += 1
            }
            guard best > 0 else { return nil }
            total += best
        }
        if wholeNameOnly, typedWords.nonzeroBitCount < min(words.count, 64) { return nil }
        var score = total / Float(tokens.count)
        if firstWordMatched { score += 0.15 }
        if exactWords == words.count, exactWords + contextWords == tokens.count {
            let stillTyping = contextWords == 0 && tokens.last?.isPrefix == true
            score += tokens.reduce(0) { $0 + $1.letters } < 4 ? 0.05 : stillTyping ? 0.1 : 0.25
        }
        if isMainName {
            score += ranking.mainNameBonus
        } else if exactWords < words.count {
            score -= ranking.alternatePrefixPenalty
        }
        if name.isWeak { score -= ranking.weakAlternatePenalty }
        return score
    }

    // MARK: - One word

    /// A typo of the whole word (the user may have finished it) scores above a typo of a word's beginning:
    /// "bostn" is Boston before it is the start of Bosnia.
    private func typoScore(_ token: QueryToken, term: Int) -> Float {
        let word = index.dictionary.bytes(term)
        guard word.first == token.bytes.first else { return 0 }
        let count = token.bytes.count
        if !token.isPrefix, abs(word.count - count) > token.maxEdits { return 0 }
        let prefixLengths = token.isPrefix ? max(1, count - token.maxEdits)...(count + token.maxEdits) : 0...0
        let distances = EditDistance.bounded(token.bytes, word, limit: token.maxEdits, prefixLengths: prefixLengths)
        if let whole = distances.whole { return ranking.typoMatch(edits: whole) + ranking.wholeWordTypoBonus }
        guard token.isPrefix, let prefix = distances.prefix else { return 0 }
        return ranking.typoMatch(edits: prefix)
    }

    /// Whether the word is in a name of the place's region or country.
    func matchesContext(_ token: QueryToken, of place: Int) -> Bool {
        guard index.areaWords.contains(any: token.terms) else { return false }
        for area in [index.storage.placeRegions[place], index.storage.placeCountries[place]] where area >= 0 {
            for name in index.names(of: Int(area)) {
                if index.nameTerms(of: name).contains(where: { token.terms.contains(Int($0)) }) { return true }
            }
        }
        return false
    }
}
