/// The sorted terms as a byte trie in preorder, so that the typo walk steps from a node to its children
/// without searching: a node's first child follows it, and each subtree ends where its next sibling begins.
/// Phrase terms enter only up to their first space, because a typed word never holds one; every node still
/// covers all terms (phrases included) that start with its bytes. Built at load from the term pool.
struct TermTrie: Sendable {
    /// The byte on the edge into each node (0 for the root).
    let edgeBytes: [UInt8]
    /// One past the last node of each node's subtree.
    let subtreeEnds: [UInt32]
    /// The first term under each node, in dictionary order; one extra entry holds the term count.
    let firstTerms: [UInt32]
    /// Whether a whole single-word term ends at each node.
    let endsTerm: [Bool]

    /// The trie of a sorted term pool.
    init(pool: StringPool) {
        var builder = TermTrieBuilder(capacity: pool.count * 3)
        pool.offsets.withUnsafeBufferPointer { offsets in
            pool.bytes.withUnsafeBufferPointer { bytes in
                for term in 0..<pool.count {
                    let start = Int(offsets[term])
                    let end = Int(offsets[term + 1])
                    var wordEnd = start
                    while wordEnd < end, bytes[wordEnd] != TextFolder.phraseSeparator { wordEnd += 1 }
                    builder.insert(
                        UnsafeBufferPointer(rebasing: bytes[start..<wordEnd]), term: term, isWhole: wordEnd == end)
                }
            }
        }
        let parts = builder.finish(termCount: pool.count)
        edgeBytes = parts.edgeBytes
        subtreeEnds = parts.subtreeEnds
        firstTerms = parts.firstTerms
        endsTerm = parts.endsTerm
    }

    /// How many nodes the trie has, the root included.
    var nodeCount: Int { edgeBytes.count }

    /// The terms under a node: every term that starts with the node's bytes.
    func terms(under node: Int) -> Range<Int> {
        Int(firstTerms[node])..<Int(firstTerms[Int(subtreeEnds[node])])
    }
}

// MARK: - Building

/// Appends nodes in preorder while the sorted words stream past, closing subtrees as the words move on.
private struct TermTrieBuilder {
    var edgeBytes: [UInt8] = [0]
    var subtreeEnds: [UInt32] = [0]
    var firstTerms: [UInt32] = [0]
    var endsTerm: [Bool] = [false]
    /// The open nodes from the root down along the previous word; `path[d]` is at depth `d`.
    var path: [Int] = [0]
    /// The previous word's bytes.
    var previous: [UInt8] = []

    init(capacity: Int) {
        edgeBytes.reserveCapacity(capacity)
        subtreeEnds.reserveCapacity(capacity)
        firstTerms.reserveCapacity(capacity)
        endsTerm.reserveCapacity(capacity)
    }

    mutating func insert(_ word: UnsafeBufferPointer<UInt8>, term: Int, isWhole: Bool) {
        var shared = 0
        let limit = min(previous.count, word.count)
        while shared < limit, previous[shared] == word[shared] { shared += 1 }
        close(downTo: shared)
        for depth in shared..<word.count {
            path.append(edgeBytes.count)
            edgeBytes.append(word[depth])
            subtreeEnds.append(0)
            firstTerms.append(UInt32(term))
            endsTerm.append(false)
        }
        if isWhole { endsTerm[path[word.count]] = true }
        previous.removeLast(previous.count - shared)
        previous.append(contentsOf: word[shared...])
    }

    /// Closes the open nodes deeper than `depth`.
    private mutating func close(downTo depth: Int) {
        while path.count > depth + 1 {
            subtreeEnds[path.removeLast()] = UInt32(edgeBytes.count)
        }
    }

    mutating func finish(termCount: Int) -> TermTrieBuilder {
        close(downTo: 0)
        subtreeEnds[0] = UInt32(edgeBytes.count)
        firstTerms.append(UInt32(termCount))
        return self
    }
}
