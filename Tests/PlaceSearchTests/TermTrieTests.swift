import Testing

@testable import PlaceSearch

@Suite struct TermTrieTests {
    private let terms = [
        "london", "londonderry", "londrina", "lyon", "new", "new york", "newark", "newyork", "rio de janeiro",
        "rio", "rioja", "seoul", "서울", "서귀포",
    ]

    private var pool: StringPool {
        var pool = StringPool()
        for term in terms.sorted(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }) {
            pool.append(term)
        }
        return pool
    }

    /// The node reached by following `bytes` from the root, if the trie has it.
    private func node(_ trie: TermTrie, _ bytes: [UInt8]) -> Int? {
        var node = 0
        for byte in bytes {
            var child = node + 1
            while child < Int(trie.subtreeEnds[node]), trie.edgeBytes[child] != byte {
                child = Int(trie.subtreeEnds[child])
            }
            guard child < Int(trie.subtreeEnds[node]) else { return nil }
            node = child
        }
        return node
    }

    // MARK: - Shape

    @Test func everyWordPrefixCoversTheSameTermsAsThePrefixSearch() throws {
        // Given the trie of a pool with phrases and several scripts
        let pool = pool
        let trie = TermTrie(pool: pool)
        let dictionary = TermDictionary(pool: pool)
        // Then every prefix of every word leads to a node covering exactly the terms that start with it
        for term in terms {
            let word = Array(term.utf8.prefix { $0 != TextFolder.phraseSeparator })
            for length in 1...word.count {
                let prefix = Array(word.prefix(length))
                let found = try #require(node(trie, prefix))
                #expect(trie.terms(under: found) == dictionary.prefixRange(prefix))
            }
        }
    }

    @Test func onlyWholeSingleWordTermsEndAtANode() throws {
        let trie = TermTrie(pool: pool)
        #expect(trie.endsTerm[try #require(node(trie, Array("rio".utf8)))])
        #expect(trie.endsTerm[try #require(node(trie, Array("new".utf8)))])
        #expect(!trie.endsTerm[try #require(node(trie, Array("rioj".utf8)))])
        #expect(!trie.endsTerm[try #require(node(trie, Array("서".utf8)))])
    }

    @Test func phrasesEnterOnlyUpToTheirFirstSpace() {
        let trie = TermTrie(pool: pool)
        #expect(node(trie, Array("rio ".utf8)) == nil)
        #expect(node(trie, Array("new y".utf8)) == nil)
    }

    @Test func anEmptyPoolIsJustTheRoot() {
        let trie = TermTrie(pool: StringPool())
        #expect(trie.nodeCount == 1)
        #expect(trie.terms(under: 0) == 0..<0)
    }
}
