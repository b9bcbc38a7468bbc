/// Terms within a few edits of a typed word, found by walking the term trie and keeping one row of the
/// edit-distance table per depth (transpositions count as one edit). Only the cells within `maxEdits` of
/// the diagonal are computed: any other cell is already over the limit.
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

    let trie: TermTrie
    /// The most trie nodes one walk may visit; children along the typed bytes are walked first, so a walk
    /// cut short has already tried the likeliest spellings.
    var nodeBudget = 15_000

    // MARK: - Searching

    /// Terms within `maxEdits` of `word`; in prefix mode, terms that start with something within `maxEdits`.
    /// The first byte must be typed right, which keeps the walk small.
    func matches(for word: [UInt8], maxEdits: Int, prefixMode: Bool) -> [Match] {
        guard !word.isEmpty, maxEdits > 0, let first = child(of: 0, byte: word[0]) else { return [] }
        let width = word.count + 1
        let depths = word.count + maxEdits + 2
        return trie.edgeBytes.withUnsafeBufferPointer { edgeBytes in
            trie.subtreeEnds.withUnsafeBufferPointer { subtreeEnds in
                trie.endsTerm.withUnsafeBufferPointer { endsTerm in
                    word.withUnsafeBufferPointer { word in
                        withUnsafeTemporaryAllocation(of: Int.self, capacity: width * depths) { rows in
                            rows.initialize(repeating: maxEdits + 1)
                            for column in 0..<width { rows[column] = min(column, maxEdits + 1) }
                            var walk = TrieWalk(
                                edgeBytes: edgeBytes, subtreeEnds: subtreeEnds, endsTerm: endsTerm, word: word,
                                rows: rows, width: width, maxEdits: maxEdits, prefixMode: prefixMode,
                                budget: nodeBudget)
                            walk.budget -= 1
                            _ = walk.extendRow(depth: 1, byte: word[0], previousByte: nil)
                            walk.visit(first, depth: 1)
                            return walk.found.map { found in
                                let subtree = trie.terms(under: found.node)
                                return Match(
                                    terms: prefixMode ? subtree : subtree.lowerBound..<(subtree.lowerBound + 1),
                                    distance: found.distance, prefixLength: found.depth)
                            }
                        }
                    }
                }
            }
        }
    }

    private func child(of node: Int, byte: UInt8) -> Int? {
        var child = node + 1
        let end = Int(trie.subtreeEnds[node])
        while child < end {
            if trie.edgeBytes[child] == byte { return child }
            child = Int(trie.subtreeEnds[child])
        }
        return nil
    }
}

// MARK: - Walk

/// The state of one walk: raw views of the trie and the edit-distance rows, valid only during it.
private struct TrieWalk {
    /// A node that matched: in prefix mode its whole subtree, else the term ending at it.
    struct Found {
        var node: Int
        var distance: Int
        var depth: Int
    }

    let edgeBytes: UnsafeBufferPointer<UInt8>
    let subtreeEnds: UnsafeBufferPointer<UInt32>
    let endsTerm: UnsafeBufferPointer<Bool>
    let word: UnsafeBufferPointer<UInt8>
    let rows: UnsafeMutableBufferPointer<Int>
    let width: Int
    let maxEdits: Int
    let prefixMode: Bool
    var budget: Int
    var found: [Found] = []

    /// Walks below a node whose row is computed and within reach (its smallest cell is at most `maxEdits`).
    mutating func visit(_ node: Int, depth: Int) {
        let last = rows[depth * width + width - 1]
        if last <= maxEdits, prefixMode || endsTerm[node] {
            found.append(Found(node: node, distance: last, depth: depth))
            if prefixMode { return }
        }
        guard depth < word.count + maxEdits else { return }
        let end = Int(subtreeEnds[node])
        let previousByte = edgeBytes[node]
        var typed = -1
        if depth < word.count {
            var child = node + 1
            while child < end, edgeBytes[child] != word[depth] { child = Int(subtreeEnds[child]) }
            if child < end {
                typed = child
                visitChild(child, depth: depth, previousByte: previousByte)
            }
        }
        var child = node + 1
        while child < end {
            if child != typed { visitChild(child, depth: depth, previousByte: previousByte) }
            child = Int(subtreeEnds[child])
        }
    }

    /// Spends one node of the budget on a child, and walks on below it while it is within reach.
    @inline(__always)
    private mutating func visitChild(_ child: Int, depth: Int, previousByte: UInt8) {
        guard budget > 0 else { return }
        budget -= 1
        if extendRow(depth: depth + 1, byte: edgeBytes[child], previousByte: previousByte) <= maxEdits {
            visit(child, depth: depth + 1)
        }
    }

    /// Row `depth` from the rows above after reading `byte` (and `previousByte` before it), within the band;
    /// returns the row's smallest cell (cells off the band hold `maxEdits + 1`).
    func extendRow(depth: Int, byte: UInt8, previousByte: UInt8?) -> Int {
        let row = depth * width
        let above = row - width
        let twoAbove = above - width
        let ceiling = maxEdits + 1
        var minimum = min(depth, ceiling)
        rows[row] = minimum
        let low = max(1, depth - maxEdits)
        let high = min(width - 1, depth + maxEdits)
        guard low <= high else { return minimum }
        for column in low...high {
            let cost = word[column - 1] == byte ? 0 : 1
            var value = min(rows[above + column] + 1, rows[row + column - 1] + 1, rows[above + column - 1] + cost)
            if let previousByte, depth > 1, column > 1, word[column - 1] == previousByte, word[column - 2] == byte {
                value = min(value, rows[twoAbove + column - 2] + 1)
            }
            value = min(value, ceiling)
            rows[row + column] = value
            minimum = min(minimum, value)
        }
        return minimum
    }
}
