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

    /// The best places for the text, at most `limit`, best first.
    func rank(
        _ text: String, near: Coordinate?, bounds: SearchBounds?, limit: Int, includeGroups: Bool
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
        if collector.count < limit, let fuzzy = tokens.filter({ $0.maxEdits > 0 }).max(by: { $0.letters < $1.letters }) {
            let search = FuzzyTermSearch(dictionary: index.dictionary)
            for match in search.matches(for: fuzzy.bytes, maxEdits: fuzzy.maxEdits, prefixMode: fuzzy.isPrefix) {
                let prefix = Array(index.dictionary.bytes(match.terms.lowerBound).prefix(match.prefixLength))
                collector.consider(gatherer.names(in: match.terms, prefix: prefix))
            }
        }
        return (tokens, collector.best(limit))
    }
}
