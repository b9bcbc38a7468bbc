/// Finds terms in the sorted term pool by exact value or by prefix, with binary search on bytes.
struct TermDictionary: Sendable {
    private let pool: StringPool

    /// Wraps the index's sorted terms.
    init(pool: StringPool) {
        self.pool = pool
    }

    /// How many terms there are.
    var count: Int { pool.count }

    // MARK: - Lookup

    /// The terms that start with `prefix` (all terms for an empty prefix).
    func prefixRange(_ prefix: [UInt8]) -> Range<Int> {
        let lower = firstIndex { compare(term: $0, with: prefix, asPrefix: false) >= 0 }
        let upper = firstIndex { compare(term: $0, with: prefix, asPrefix: true) > 0 }
        return lower..<max(lower, upper)
    }

    /// Whether some term starts with `prefix` (one binary search, where `prefixRange` needs two).
    func hasTerm(startingWith prefix: [UInt8]) -> Bool {
        let index = firstIndex { compare(term: $0, with: prefix, asPrefix: false) >= 0 }
        return index < count && compare(term: index, with: prefix, asPrefix: true) == 0
    }

    /// The index of the term equal to `word`, if any.
    func exactTerm(_ word: [UInt8]) -> Int? {
        let index = firstIndex { compare(term: $0, with: word, asPrefix: false) >= 0 }
        guard index < count, compare(term: index, with: word, asPrefix: false) == 0 else { return nil }
        return index
    }

    /// The bytes of a term.
    func bytes(_ term: Int) -> ArraySlice<UInt8> {
        pool.utf8(term)
    }

    /// The length in bytes of a term.
    @inline(__always)
    func length(_ term: Int) -> Int {
        Int(pool.offsets[term + 1] - pool.offsets[term])
    }

    // MARK: - Comparing

    private func firstIndex(where isAtOrAfter: (Int) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if isAtOrAfter(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// Compares a term (or, with `asPrefix`, its first `key.count` bytes) with `key`: -1, 0 or 1.
    private func compare(term: Int, with key: [UInt8], asPrefix: Bool) -> Int {
        let start = Int(pool.offsets[term])
        let end = Int(pool.offsets[term + 1])
        let length = asPrefix ? min(end - start, key.count) : end - start
        return pool.bytes.withUnsafeBufferPointer { bytes in
            key.withUnsafeBufferPointer { keyBytes in
                let shared = min(length, keyBytes.count)
                for offset in 0..<shared where bytes[start + offset] != keyBytes[offset] {
                    return bytes[start + offset] < keyBytes[offset] ? -1 : 1
                }
                if length == keyBytes.count { return 0 }
                return length < keyBytes.count ? -1 : 1
            }
        }
    }
}
