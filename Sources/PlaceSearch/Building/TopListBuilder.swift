/// Precomputes, for every prefix whose terms hold too many postings to scan per keystroke, the names of
/// its most important distinct places.
struct TopListBuilder {
    /// Ranges with more postings than this get a top list.
    let scanLimit: Int
    /// How many distinct places a top list keeps.
    let listLength: Int

    // MARK: - Building

    /// Fills the top-list arrays of `storage`; terms and postings must already be built.
    func build(into storage: inout PlaceIndexStorage) {
        let terms = storage.terms
        var depth = 1
        var anyLargeRange = true
        while anyLargeRange {
            anyLargeRange = false
            var start = 0
            while start < terms.count {
                guard terms.range(start).count >= depth else {
                    start += 1
                    continue
                }
                let prefix = terms.utf8(start).prefix(depth)
                var end = start + 1
                while end < terms.count, terms.utf8(end).starts(with: prefix) { end += 1 }
                let postingCount = Int(storage.postingStarts[end] - storage.postingStarts[start])
                if postingCount > scanLimit {
                    anyLargeRange = true
                    if Self.endsOnCharacterBoundary(terms.utf8(start), depth: depth) {
                        storage.topPrefixes.append(prefix)
                        storage.topNames.append(contentsOf: topNames(terms: start..<end, storage: storage))
                        storage.topNameStarts.append(UInt32(storage.topNames.count))
                    }
                }
                start = end
            }
            depth += 1
        }
    }

    // MARK: - One range

    private func topNames(terms: Range<Int>, storage: PlaceIndexStorage) -> [Int32] {
        var candidates: [Int32] = []
        for term in terms {
            let postings = Int(storage.postingStarts[term])..<Int(storage.postingStarts[term + 1])
            candidates.append(contentsOf: storage.postings[postings].prefix(listLength))
        }
        return storage.mostImportantDistinctPlaces(candidates, count: listLength)
    }

    private static func endsOnCharacterBoundary(_ term: ArraySlice<UInt8>, depth: Int) -> Bool {
        guard term.count > depth else { return true }
        return (term[term.startIndex + depth] & 0xC0) != 0x80
    }
}
