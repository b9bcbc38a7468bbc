import StaysDomain

/// Turns ranked places into suggestion rows: the title in the script the user typed, else in the query's
/// language, the subtitle, highlighted matches, and no two rows that read the same.
struct SuggestionPresenter {
    let index: PlaceIndex
    /// The names and words of the query's language.
    let text: LocalizedPlaceText

    /// Rows for ranked places, at most `limit`.
    func suggestions(for ranked: [RankedPlace], tokens: [QueryToken], text typed: String, limit: Int)
        -> [PlaceSuggestion]
    {
        let typedNonLatin = index.folder.hasNonLatinLetters(typed)
        var rows: [PlaceSuggestion] = []
        rows.reserveCapacity(limit)
        for candidate in ranked where rows.count < limit {
            let shownName = text.name(of: candidate.place)
            var title = shownName
            var subtitle = text.subtitle(of: candidate.place)
            if typedNonLatin, candidate.name != index.names(of: candidate.place).lowerBound {
                let matchedName = index.storage.names.string(candidate.name)
                if index.folder.hasNonLatinLetters(matchedName), text.names == nil || matchedName != shownName {
                    title = matchedName
                    subtitle = Self.subtitle(subtitle, under: shownName)
                }
            }
            guard !rows.contains(where: { $0.title == title && $0.subtitle == subtitle }) else { continue }
            rows.append(
                PlaceSuggestion(
                    id: PlaceID(index.storage.placeKeys.string(candidate.place)), kind: index.kind(of: candidate.place),
                    title: title, subtitle: subtitle, coordinate: index.coordinate(of: candidate.place),
                    matchCount: Int(index.memberCounts[candidate.place]),
                    titleHighlights: highlights(in: title, tokens: tokens), partial: candidate.isPartial ? true : nil))
        }
        return rows
    }

    /// The subtitle of a row titled in another script: the name the place is shown by leads, unless the subtitle
    /// already starts with it ("Seoul, South Korea" stays as it is under "서울").
    static func subtitle(_ subtitle: String, under mainName: String) -> String {
        if subtitle.isEmpty { return mainName }
        if subtitle == mainName || subtitle.hasPrefix(mainName + ", ") { return subtitle }
        return mainName + ", " + subtitle
    }

    // MARK: - Highlights

    /// UTF-16 ranges of the title's words (or word starts) that the typed words matched, in order, with
    /// touching ranges merged.
    func highlights(in title: String, tokens: [QueryToken]) -> [TextRange] {
        var merged: [TextRange] = []
        index.folder.forEachTracedWord(in: title) { word, start, sourceEnds in
            var matchedBytes = 0
            for token in tokens {
                matchedBytes = max(matchedBytes, matchedLength(of: token, in: word))
            }
            guard matchedBytes > 0 else { return }
            let end = sourceEnds[matchedBytes - 1]
            if let last = merged.last, start <= last.location + last.length {
                merged[merged.count - 1] = TextRange(location: last.location, length: end - last.location)
            } else {
                merged.append(TextRange(location: start, length: end - start))
            }
        }
        return merged
    }

    private func matchedLength(of token: QueryToken, in word: [UInt8]) -> Int {
        if token.isPrefix ? word.starts(with: token.bytes) : word == token.bytes { return token.bytes.count }
        guard token.maxEdits > 0, word.first == token.bytes.first else { return 0 }
        let length = token.isPrefix ? min(word.count, token.bytes.count) : word.count
        let distance = EditDistance.bounded(token.bytes, word.prefix(length)[...], limit: token.maxEdits)
        return distance == nil ? 0 : length
    }
}
