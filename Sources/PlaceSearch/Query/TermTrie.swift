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
        (edgeBytes, subtreeEnds, firstTerms, endsTerm) = pool.offsets.withUnsafeBufferPointer { offsets in
            pool.bytes.withUnsafeBufferPointer { bytes in
                Self.build(offsets: offsets, bytes: bytes)
            }
        }
    }

    /// How many nodes the trie has, the root included.
    var nodeCount: Int { edgeBytes.count }

    /// The terms under a node: every term that starts with the node's bytes.
    func terms(under node: Int) -> Range<Int> {
        Int(firstTerms[node])..<Int(firstTerms[Int(subtreeEnds[node])])
    }
}

// MARK: - Building

extension TermTrie {
    /// Appends nodes in preorder while the sorted words stream past, closing subtrees as the words move on.
    /// A trie has at most one node per byte of its words, so the buffers are sized once and never grow.
    private static func build(offsets: UnsafeBufferPointer<UInt32>, bytes: UnsafeBufferPointer<UInt8>)
        -> ([UInt8], [UInt32], [UInt32], [Bool])
    {
        let termCount = offsets.count - 1
        let capacity = bytes.count + 2
        let edges = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: capacity)
        let ends = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: capacity)
        let firsts = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: capacity)
        let whole = UnsafeMutableBufferPointer<Bool>.allocate(capacity: capacity)
        defer {
            edges.deallocate()
            ends.deallocate()
            firsts.deallocate()
            whole.deallocate()
        }
        (edges[0], ends[0], firsts[0], whole[0]) = (0, 0, 0, false)
        var count = 1
        var path = [0]
        var previous = 0..<0
        for term in 0..<termCount {
            let start = Int(offsets[term])
            var end = start
            while end < Int(offsets[term + 1]), bytes[end] != TextFolder.phraseSeparator { end += 1 }
            var shared = 0
            let limit = min(previous.count, end - start)
            while shared < limit, bytes[previous.lowerBound + shared] == bytes[start + shared] { shared += 1 }
            while path.count > shared + 1 { ends[path.removeLast()] = UInt32(count) }
            for position in (start + shared)..<end {
                path.append(count)
                (edges[count], ends[count], firsts[count], whole[count]) = (bytes[position], 0, UInt32(term), false)
                count += 1
            }
            if end == Int(offsets[term + 1]) { whole[path[end - start]] = true }
            previous = start..<end
        }
        while let node = path.popLast() { ends[node] = UInt32(count) }
        firsts[count] = UInt32(termCount)
        return (Array(edges[..<count]), Array(ends[..<count]), Array(firsts[...count]), Array(whole[..<count]))
    }
}
