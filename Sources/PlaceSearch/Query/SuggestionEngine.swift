import StaysDomain

/// A place that matched, with the name that matched it best and its score.
struct RankedPlace {
    /// Place index.
    var place: Int
    /// Name index of the best-matching name.
    var name: Int
    /// Combined score.
    var score: Float
}

/// Ranks places for typed text: candidates from the phrase, the most selective word, typo-tolerant
/// neighbours of the longest word and places near the user; then every candidate is scored in full.
struct SuggestionEngine {
    let index: PlaceIndex
    let ranking = RankingModel()
    let tolerance = TypoTolerance()
    /// The most places scored for one run of terms found with a typo.
    static let namesPerTypoMatch = 16
    /// Below this importance (about 180,000 people) exact matches alone do not end the search.
    static let convincingImportance: Float = 0.75

    /// The best places for the text, best first: `keep` of them (default `limit`); typo-tolerant matching
    /// joins in when exact matching found fewer than `limit`.
    func rank(
        _ text: String, near: Coordinate?, bounds: SearchBounds?, limit: Int, includeGroups: Bool,
        keep: Int? = nil
    ) -> (tokens: [QueryToken], places: [RankedPlace]) {
        let folded = index.folder.fold(text)
        guard !folded.tokens.isEmpty else { return ([], []) }
        let limited = FoldedText(tokens: Array(folded.tokens.prefix(8)), endsInsideWord: folded.endsInsideWord)
        let tokens = QueryToken.tokens(of: limited, in: index, tolerance: tolerance)
        var collector = CandidateCollector(
            index: index, matcher: NameMatcher(index: index, tokens: tokens, ranking: ranking), ranking: ranking,
            near: near, bounds: bounds, includeGroups: includeGroups)
        let gatherer = CandidateGatherer(index: index)

        if tokens.count > 1 {
            var phrase = limited.phrase
            if !limited.endsInsideWord { phrase.append(TextFolder.phraseSeparator) }
            collector.consider(gatherer.names(in: index.dictionary.prefixRange(phrase), prefix: phrase))
        }
        let drivers = tokens.indices.sorted { tokens[$0].postingCount < tokens[$1].postingCount }
        for driver in drivers.prefix(2) where collector.count < limit {
            let token = tokens[driver]
            collector.consider(gatherer.names(in: token.terms, prefix: token.bytes))
            if let near, token.postingCount > index.scanLimit {
                collector.considerPlaces(near: near, terms: token.terms)
            }
        }
        if let fuzzy = tokens.filter({ $0.maxEdits > 0 }).max(by: { $0.letters < $1.letters }),
            needsTypoTolerance(collector, limit: limit, maxEdits: fuzzy.maxEdits)
        {
            let search = FuzzyTermSearch(trie: index.termTrie)
            for match in search.matches(for: fuzzy.bytes, maxEdits: fuzzy.maxEdits, prefixMode: fuzzy.isPrefix) {
                let prefix = Array(index.dictionary.bytes(match.terms.lowerBound).prefix(match.prefixLength))
                collector.consider(
                    gatherer.mostImportantPlaces(Self.namesPerTypoMatch, in: match.terms, prefix: prefix))
            }
        }
        return (tokens, collector.best(keep ?? limit))
    }

    /// Typo-tolerant matching joins in when exact matching found nothing, or (for words short enough to allow
    /// one edit) too few places and none of note: "parsi" finds Parsippany exactly, but the user more likely
    /// meant Paris. A long word that still matches exactly is a rare name being typed right.
    private func needsTypoTolerance(_ collector: CandidateCollector, limit: Int, maxEdits: Int) -> Bool {
        if collector.count == 0 { return true }
        return maxEdits == 1 && collector.count < limit && collector.bestImportance < Self.convincingImportance
    }
}
