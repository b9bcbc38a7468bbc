/// Terms within a few edits of a typed word, found by walking the sorted terms as a trie and keeping one
/// row of the edit-distance table per depth (transpositions count as one edit).
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

    let dictionary: TermDictionary

    // MARK: - Searching

    /// Terms within `maxEdits` of `word`; in prefix mode, terms that start with something within `maxEdits`.
    /// The first byte must be typed right, which keeps the walk small.
    func matches(for word: [UInt8], maxEdits: Int, prefixMode: Bool) -> [Match] {
        guard let first = word.first, maxEdits > 0 else { return [] }
        let width = word.count + 1
        var walk = Walk(word: word, maxEdits: maxEdits, prefixMode: prefixMode, width: width)
        let root = dictionary.prefixRange([first])
        guard !root.isEmpty else { return [] }
        walk.rows = [Int](repeating: 0, count: width * (word.count + maxEdits + 2))
        for column in 0..<width { walk.rows[column] = column }
        walk.extendRow(depth: 1, byte: first, previousByte: nil)
        visit(depth: 1, terms: root, walk: &walk)
        return walk.found
    }

    private func visit(depth: Int, terms: Range<Int>, walk: inout Walk) {
        let last = walk.cell(depth: depth, column: walk.word.count)
        if walk.prefixMode, last <= walk.maxEdits {
            walk.found.append(Match(terms: terms, distance: last, prefixLength: depth))
            return
        }
        var start = terms.lowerBound
        if dictionary.length(start) == depth {
            if !walk.prefixMode, last <= walk.maxEdits {
                walk.found.append(Match(terms: start..<(start + 1), distance: last, prefixLength: depth))
            }
            start += 1
        }
        guard walk.rowMinimum(depth: depth) <= walk.maxEdits, depth < walk.word.count + walk.maxEdits else { return }
        let previousByte = dictionary.byte(terms.lowerBound, at: depth - 1)
        while start < terms.upperBound {
            let byte = dictionary.byte(start, at: depth)
            let end = dictionary.firstTerm(in: start..<terms.upperBound, afterByte: byte, at: depth)
            walk.extendRow(depth: depth + 1, byte: byte, previousByte: previousByte)
            visit(depth: depth + 1, terms: start..<end, walk: &walk)
            start = end
        }
    }
}

// MARK: - Walk state

private struct Walk {
    let word: [UInt8]
    let maxEdits: Int
    let prefixMode: Bool
    let width: Int
    var rows: [Int] = []
    var found: [FuzzyTermSearch.Match] = []

    init(word: [UInt8], maxEdits: Int, prefixMode: Bool, width: Int) {
        self.word = word
        self.maxEdits = maxEdits
        self.prefixMode = prefixMode
        self.width = width
    }

    @inline(__always)
    func cell(depth: Int, column: Int) -> Int {
        rows[depth * width + column]
    }

    func rowMinimum(depth: Int) -> Int {
        rows[(depth * width)..<((depth + 1) * width)].min() ?? 0
    }

    /// Row `depth` from row `depth - 1` after reading `byte` (and `previousByte` before it).
    mutating func extendRow(depth: Int, byte: UInt8, previousByte: UInt8?) {
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
