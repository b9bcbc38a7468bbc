/// Terms within a few edits of a typed word, found by walking the sorted terms as a trie and keeping one
/// row of the edit-distance table per depth (transpositions count as one edit). Phrase terms are skipped:
/// a typed word never holds the space that joins a phrase.
struct FuzzyTermSearch {
    /// A run of terms that matched, and with how many edits.
    struct Match: Equatable {
        /// The matching terms (a whole subtree in prefix mode).
        var terms: Range<Int>
        /// The edits needed.
        var distance: Int
        /// How many bytes of the terms the match covers (the subtree's prefix).
        var prefixLength: Int
    }

    let pool: StringPool
    /// The most trie nodes one walk may visit; children along the typed bytes are walked first, so a walk
    /// cut short has already tried the likeliest spellings.
    var nodeBudget = 15_000

    // MARK: - Searching

    /// Terms within `maxEdits` of `word`; in prefix mode, terms that start with something within `maxEdits`.
    /// The first byte must be typed right, which keeps the walk small.
    func matches(for word: [UInt8], maxEdits: Int, prefixMode: Bool, in root: Range<Int>) -> [Match] {
        guard !word.isEmpty, maxEdits > 0, !root.isEmpty else { return [] }
        let width = word.count + 1
        let depths = word.count + maxEdits + 2
        return pool.offsets.withUnsafeBufferPointer { offsets in
            pool.bytes.withUnsafeBufferPointer { bytes in
                word.withUnsafeBufferPointer { word in
                    withUnsafeTemporaryAllocation(of: Int.self, capacity: width * depths) { rows in
                        var walk = TrieWalk(
                            offsets: offsets, bytes: bytes, word: word, rows: rows, width: width, maxEdits: maxEdits,
                            prefixMode: prefixMode, budget: nodeBudget)
                        for column in 0..<width { rows[column] = column }
                        walk.extendRow(depth: 1, byte: word[0], previousByte: nil)
                        walk.visit(depth: 1, terms: root)
                        return walk.found
                    }
                }
            }
        }
    }
}

// MARK: - Walk

/// The state of one walk: raw views of the term pool and the edit-distance rows, valid only during it.
private struct TrieWalk {
    let offsets: UnsafeBufferPointer<UInt32>
    let bytes: UnsafeBufferPointer<UInt8>
    let word: UnsafeBufferPointer<UInt8>
    let rows: UnsafeMutableBufferPointer<Int>
    let width: Int
    let maxEdits: Int
    let prefixMode: Bool
    var budget: Int
    var found: [FuzzyTermSearch.Match] = []

    @inline(__always)
    private func byte(_ term: Int, at depth: Int) -> UInt8 {
        bytes[Int(offsets[term]) + depth]
    }

    @inline(__always)
    private func length(_ term: Int) -> Int {
        Int(offsets[term + 1] &- offsets[term])
    }

    mutating func visit(depth: Int, terms: Range<Int>) {
        guard budget > 0 else { return }
        budget -= 1
        let row = depth * width
        let last = rows[row + width - 1]
        if prefixMode, last <= maxEdits {
            found.append(.init(terms: terms, distance: last, prefixLength: depth))
            return
        }
        var start = terms.lowerBound
        if length(start) == depth {
            if !prefixMode, last <= maxEdits {
                found.append(.init(terms: start..<(start + 1), distance: last, prefixLength: depth))
            }
            start += 1
        }
        var minimum = rows[row]
        for column in 1..<width { minimum = min(minimum, rows[row + column]) }
        guard minimum <= maxEdits, depth < word.count + maxEdits else { return }
        let previousByte = byte(terms.lowerBound, at: depth - 1)
        let typed = typedChild(of: start..<terms.upperBound, depth: depth)
        if let typed {
            visitChild(typed, byte: word[depth], depth: depth, previousByte: previousByte)
        }
        while start < terms.upperBound {
            let next = byte(start, at: depth)
            let end = firstTerm(in: start..<terms.upperBound, afterByte: next, at: depth)
            if next != TextFolder.phraseSeparator, start != typed?.lowerBound {
                visitChild(start..<end, byte: next, depth: depth, previousByte: previousByte)
            }
            start = end
        }
    }

    private mutating func visitChild(_ terms: Range<Int>, byte next: UInt8, depth: Int, previousByte: UInt8) {
        extendRow(depth: depth + 1, byte: next, previousByte: previousByte)
        visit(depth: depth + 1, terms: terms)
    }

    /// The child reached by the byte the user typed at this depth, walked first so that a budget cut
    /// drops the least likely branches.
    private func typedChild(of range: Range<Int>, depth: Int) -> Range<Int>? {
        guard depth < word.count, !range.isEmpty else { return nil }
        let typed = word[depth]
        var low = range.lowerBound
        var high = range.upperBound
        while low < high {
            let middle = (low + high) >> 1
            if byte(middle, at: depth) < typed { low = middle + 1 } else { high = middle }
        }
        guard low < range.upperBound, byte(low, at: depth) == typed else { return nil }
        return low..<firstTerm(in: low..<range.upperBound, afterByte: typed, at: depth)
    }

    /// The first term of the range whose byte at `depth` is greater than `value`.
    private func firstTerm(in range: Range<Int>, afterByte value: UInt8, at depth: Int) -> Int {
        if range.count <= 16 {
            var index = range.lowerBound
            while index < range.upperBound, byte(index, at: depth) == value { index += 1 }
            return index
        }
        var low = range.lowerBound
        var high = range.upperBound
        while low < high {
            let middle = (low + high) >> 1
            if byte(middle, at: depth) > value { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// Row `depth` from row `depth - 1` after reading `byte` (and `previousByte` before it).
    func extendRow(depth: Int, byte: UInt8, previousByte: UInt8?) {
        let row = depth * width
        let above = row - width
        let twoAbove = above - width
        rows[row] = depth
        for column in 1..<width {
            let cost = word[column - 1] == byte ? 0 : 1
            var value = min(rows[above + column] + 1, rows[row + column - 1] + 1, rows[above + column - 1] + cost)
            if let previousByte, depth > 1, column > 1, word[column - 1] == previousByte, word[column - 2] == byte {
                value = min(value, rows[twoAbove + column - 2] + 1)
            }
            rows[row + column] = value
        }
    }
}
