/// Candidates that the phrase and the most selective words can miss.
extension SuggestionEngine {
    /// Most trailing words tried as a qualifier naming the place's region or country.
    static let longestQualifier = 3

    // MARK: - One exact word

    /// Names with exactly the one word typed, which a prefix's list of its most important places can leave
    /// out: an airport's code ("lax") or a town named by one or two letters ("Y").
    func considerExactWord(_ tokens: [QueryToken], into collector: inout CandidateCollector) {
        guard tokens.count == 1, tokens[0].letters <= 3, !tokens[0].isSyllabic,
            let term = index.dictionary.exactTerm(tokens[0].bytes)
        else { return }
        let gatherer = CandidateGatherer(index: index)
        if tokens[0].isPrefix, tokens[0].letters == 3 {
            collector.consider(gatherer.names(in: term..<(term + 1), prefix: tokens[0].bytes))
        }
        if tokens[0].letters <= 2 { collector.consider(gatherer.wholeNames(of: term, count: 4)) }
    }

    // MARK: - Qualifiers

    /// Names that are exactly the leading words, when the last one, two or three words may name the place's
    /// region or country ("london united kingdom", "paris ile-de-france"); the matcher then checks every
    /// trailing word against the place's region and country.
    func considerLeadingWords(
        _ typed: FoldedText, _ tokens: [QueryToken], into collector: inout CandidateCollector, _ request: Request
    ) {
        guard tokens.count > 1, collector.count < request.limit else { return }
        let gatherer = CandidateGatherer(index: index)
        for trailing in 1...min(Self.longestQualifier, tokens.count - 1) {
            guard index.areaWords.contains(any: tokens[tokens.count - trailing].terms) else { break }
            let leading = FoldedText(tokens: Array(typed.tokens.prefix(tokens.count - trailing)), endsInsideWord: false)
            let phrase = leading.phrase
            guard let term = index.dictionary.exactTerm(phrase) else { continue }
            collector.consider(gatherer.names(in: term..<(term + 1), prefix: phrase))
        }
    }
}
