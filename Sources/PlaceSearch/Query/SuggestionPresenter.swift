import StaysDomain

/// Turns ranked places into suggestion rows: the title in the script the user typed, the subtitle,
/// highlighted matches, and no two rows that read the same.
struct SuggestionPresenter {
    let index: PlaceIndex

    /// Rows for ranked places, at most `limit`.
    func suggestions(for ranked: [RankedPlace], tokens: [QueryToken], text: String, limit: Int) -> [PlaceSuggestion] {
        let typedNonLatin = index.folder.hasNonLatinLetters(text)
        var seen: Set<RowText> = []
        var rows: [PlaceSuggestion] = []
        for candidate in ranked where rows.count < limit {
            let mainName = index.mainName(of: candidate.place)
            var title = mainName
            var subtitle = index.storage.placeSubtitles.string(candidate.place)
            if typedNonLatin, candidate.name != index.names(of: candidate.place).lowerBound {
                let matchedName = index.storage.names.string(candidate.name)
                if index.folder.hasNonLatinLetters(matchedName) {
                    title = matchedName
                    subtitle = SubtitleComposer.joined([mainName] + subtitle.components(separatedBy: ", "))
                }
            }
            guard seen.insert(RowText(title: title, subtitle: subtitle)).inserted else { continue }
            rows.append(
                PlaceSuggestion(
                    id: PlaceID(index.storage.placeKeys.string(candidate.place)), kind: index.kind(of: candidate.place),
                    title: title, subtitle: subtitle, coordinate: index.coordinate(of: candidate.place),
                    matchCount: Int(index.memberCounts[candidate.place]),
                    titleHighlights: highlights(in: title, tokens: tokens)))
        }
        return rows
    }

    /// What a row reads as; two rows that read the same are one too many.
    private struct RowText: Hashable {
        let title: String
        let subtitle: String
    }

    // MARK: - Highlights

    /// UTF-16 ranges of the title's words (or word starts) that the typed words matched.
    func highlights(in title: String, tokens: [QueryToken]) -> [TextRange] {
        var ranges: [Range<Int>] = []
        for word in index.folder.foldTracingSource(title) {
            var matchedBytes = 0
            for token in tokens {
                matchedBytes = max(matchedBytes, matchedLength(of: token, in: word.bytes))
            }
            guard matchedBytes > 0 else { continue }
            let sources = word.sourceRanges.prefix(matchedBytes)
            ranges.append(sources.first!.lowerBound..<sources.last!.upperBound)
        }
        return ranges.sorted { $0.lowerBound < $1.lowerBound }.reduce(into: []) { merged, range in
            if let last = merged.last, range.lowerBound <= last.location + last.length {
                let end = max(last.location + last.length, range.upperBound)
                merged[merged.count - 1] = TextRange(location: last.location, length: end - last.location)
            } else {
                merged.append(TextRange(location: range.lowerBound, length: range.count))
            }
        }
    }

    private func matchedLength(of token: QueryToken, in word: [UInt8]) -> Int {
        if token.isPrefix ? word.starts(with: token.bytes) : word == token.bytes { return token.bytes.count }
        guard token.maxEdits > 0, word.first == token.bytes.first else { return 0 }
        let length = token.isPrefix ? min(word.count, token.bytes.count) : word.count
        let distance = EditDistance.bounded(token.bytes, word.prefix(length)[...], limit: token.maxEdits)
        return distance == nil ? 0 : length
    }
}
