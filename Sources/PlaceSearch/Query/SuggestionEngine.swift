import StaysDomain

/// A place that matched, with the name that matched it best and its score.
struct RankedPlace {
    /// Place index.
    var place: Int
    /// Name index of the best-matching name.
    var name: Int
    /// Combined score.
    var score: Float
    /// Whether the place matched only some of the typed words.
    var isPartial = false
}

/// Ranks places for typed text: candidates from the phrase, the most selective words, places near the user,
/// a long word read as several typed without spaces, and typo-tolerant neighbours of the longest word; then
/// every candidate is scored in full.
struct SuggestionEngine {
    let index: PlaceIndex
    let ranking = RankingModel()
    let tolerance = TypoTolerance()
    /// The most places scored for one run of terms found with a typo.
    static let namesPerTypoMatch = 16
    /// The most names scored over all the typo matches of one query, closest matches first.
    static let typoNameBudget = 256
    /// Below this importance (about 180,000 people) exact matches alone do not end the search.
    static let convincingImportance: Float = 0.75
    /// Fewest letters in a word that is tried as several words typed without spaces.
    static let shortestJoinedWords = 6

    /// What one ranking is asked for besides the words.
    struct Request {
        var text: String
        var near: Coordinate?
        var bounds: SearchBounds?
        var limit: Int
        var includeGroups: Bool
        var keep: Int
    }

    // MARK: - Ranking

    /// The best places for the text, best first: `keep` of them (default `limit`). A long word that finds
    /// little is also read as a name typed without its spaces ("newyork"); typo-tolerant matching joins in
    /// when exact matching found fewer than `limit`; a known short form ("LA", "St Pete") puts what it stands
    /// for first.
    func rank(
        _ text: String, near: Coordinate?, bounds: SearchBounds?, limit: Int, includeGroups: Bool,
        keep: Int? = nil
    ) -> (tokens: [QueryToken], places: [RankedPlace]) {
        let folded = index.folder.fold(text)
        guard !folded.tokens.isEmpty else { return ([], []) }
        let typed = FoldedText(tokens: Array(folded.tokens.prefix(8)), endsInsideWord: folded.endsInsideWord)
        let request = Request(
            text: text, near: near, bounds: bounds, limit: limit, includeGroups: includeGroups, keep: keep ?? limit)
        guard let expanded = ShortForms.expansion(of: typed) else { return rankReadingKindWords(typed, request) }
        let own = rank(typed, request, allowPartial: false)
        let short = rank(expanded, request, allowPartial: false)
        let places = Self.listed(short.places, before: own.places, leading: ShortForms.leadingRows, keep: request.keep)
        return (short.tokens + own.tokens, places)
    }

    /// The ranking of folded words; when nothing matches them all and they name a kind of airfield ("Air Base"),
    /// the full matches of the words with "airport" in its place, else the partial matches of the words typed.
    private func rankReadingKindWords(_ typed: FoldedText, _ request: Request)
        -> (tokens: [QueryToken], places: [RankedPlace])
    {
        guard let airportWords = AirportKindWords.replaced(in: typed) else {
            return rank(typed, request, allowPartial: true)
        }
        let own = rank(typed, request, allowPartial: false)
        guard own.places.isEmpty else { return own }
        let read = rank(airportWords, request, allowPartial: false)
        return read.places.isEmpty ? rank(typed, request, allowPartial: true) : read
    }

    /// The ranking of folded words.
    private func rank(_ typed: FoldedText, _ request: Request, allowPartial: Bool)
        -> (tokens: [QueryToken], places: [RankedPlace])
    {
        let tokens = QueryToken.tokens(of: typed, in: index, tolerance: tolerance)
        var collector = makeCollector(tokens, request)
        if tokens.count > 1 { considerPhrase(typed, into: &collector) }
        considerWords(tokens, into: &collector, request)
        considerExactWord(tokens, into: &collector)
        considerLeadingWords(typed, tokens, into: &collector, request)
        if let joined = joinedWords(tokens, found: collector, request) {
            let places = Self.merged(joined.places, arranged(collector, tokens, request), keep: request.keep)
            return (joined.tokens, places)
        }
        considerTypoMatches(tokens, into: &collector, request)
        if allowPartial, collector.count == 0, !collector.hasFallback, tokens.count > 1 {
            return (tokens, PartialMatcher(index: index, tokens: tokens, ranking: ranking).best(request))
        }
        return (tokens, arranged(collector, tokens, request))
    }

    func makeCollector(_ tokens: [QueryToken], _ request: Request) -> CandidateCollector {
        CandidateCollector(
            index: index, matcher: NameMatcher(index: index, tokens: tokens, ranking: ranking), ranking: ranking,
            near: request.near, bounds: request.bounds, includeGroups: request.includeGroups,
            codeIntent: CodeIntent.of(request.text, tokens: tokens, in: index),
            homeCountry: PlaceNameLanguage.homeCountry(ofTyped: request.text).flatMap {
                index.placesByKey["country:\($0)"]
            })
    }

    // MARK: - Candidates

    /// Names that start with all the typed words in order; after a finished word, also the name that is exactly
    /// those words ("san francisco " finds San Francisco, not only longer names).
    private func considerPhrase(_ text: FoldedText, into collector: inout CandidateCollector) {
        var phrase = text.phrase
        let gatherer = CandidateGatherer(index: index)
        if !text.endsInsideWord, let exact = index.dictionary.exactTerm(phrase) {
            collector.consider(gatherer.names(in: exact..<(exact + 1), prefix: phrase))
        }
        if !text.endsInsideWord { phrase.append(TextFolder.phraseSeparator) }
        collector.consider(gatherer.names(in: index.dictionary.prefixRange(phrase), prefix: phrase))
    }

    /// Names with the most selective typed words, and places near the user with a word that is not selective.
    private func considerWords(_ tokens: [QueryToken], into collector: inout CandidateCollector, _ request: Request) {
        let gatherer = CandidateGatherer(index: index)
        let drivers = tokens.indices.sorted { tokens[$0].postingCount < tokens[$1].postingCount }
        for driver in drivers.prefix(2) where collector.count < request.limit {
            let token = tokens[driver]
            collector.consider(gatherer.names(in: token.terms, prefix: token.bytes))
            if let near = request.near, token.postingCount > index.scanLimit {
                collector.considerPlaces(near: near, terms: token.terms)
            }
        }
    }

    /// A long single word that found little, read as the words of a name typed without spaces; only names
    /// that start with those words count.
    private func joinedWords(_ tokens: [QueryToken], found collector: CandidateCollector, _ request: Request)
        -> (tokens: [QueryToken], places: [RankedPlace])?
    {
        guard tokens.count == 1, tokens[0].letters >= Self.shortestJoinedWords,
            foundLittle(collector, limit: request.limit),
            let words = JoinedWordSplitter(dictionary: index.dictionary).words(in: tokens[0].bytes)
        else { return nil }
        let text = FoldedText(tokens: words, endsInsideWord: tokens[0].isPrefix)
        let splitTokens = QueryToken.tokens(of: text, in: index, tolerance: tolerance)
        var phraseCollector = makeCollector(splitTokens, request)
        considerPhrase(text, into: &phraseCollector)
        let places = phraseCollector.best(request.keep)
        return places.isEmpty ? nil : (splitTokens, places)
    }

    /// Names within a few edits of the longest word that allows them, the closest matches first.
    private func considerTypoMatches(
        _ tokens: [QueryToken], into collector: inout CandidateCollector, _ request: Request
    ) {
        guard let fuzzy = tokens.filter({ $0.maxEdits > 0 }).max(by: { $0.letters < $1.letters }),
            needsTypoTolerance(collector, limit: request.limit, maxEdits: fuzzy.maxEdits)
        else { return }
        let matches = FuzzyTermSearch(trie: index.termTrie)
            .matches(for: fuzzy.bytes, maxEdits: fuzzy.maxEdits, prefixMode: fuzzy.isPrefix)
            .enumerated().sorted { ($0.element.distance, $0.offset) < ($1.element.distance, $1.offset) }
        let gatherer = CandidateGatherer(index: index)
        var budget = Self.typoNameBudget
        for (_, match) in matches where budget > 0 {
            let prefix = Array(index.dictionary.bytes(match.terms.lowerBound).prefix(match.prefixLength))
            let names = gatherer.mostImportantPlaces(
                min(Self.namesPerTypoMatch, budget), in: match.terms, prefix: prefix)
            budget -= names.count
            collector.consider(names)
        }
    }

    // MARK: - Deciding

    /// Whether exact matching found nothing, or too few places and none of note.
    private func foundLittle(_ collector: CandidateCollector, limit: Int) -> Bool {
        collector.count == 0 || (collector.count < limit && collector.bestImportance < Self.convincingImportance)
    }

    /// Typo-tolerant matching joins in when exact matching found nothing, or (for words short enough to allow
    /// one edit) too few places and none of note: "parsi" finds Parsippany exactly, but the user more likely
    /// meant Paris. A long word that still matches exactly is a rare name being typed right.
    private func needsTypoTolerance(_ collector: CandidateCollector, limit: Int, maxEdits: Int) -> Bool {
        collector.count == 0 || (maxEdits == 1 && foundLittle(collector, limit: limit))
    }

    /// Two rankings as one: each place once, with its better score, best first.
    static func merged(_ first: [RankedPlace], _ second: [RankedPlace], keep: Int) -> [RankedPlace] {
        var best: [Int: RankedPlace] = [:]
        for candidate in first + second where (best[candidate.place]?.score ?? -.infinity) < candidate.score {
            best[candidate.place] = candidate
        }
        let sorted = best.values.sorted { $0.score != $1.score ? $0.score > $1.score : $0.place < $1.place }
        return Array(sorted.prefix(keep))
    }
}
