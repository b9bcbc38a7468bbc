/// How many typing mistakes a word may have and still match: none below 4 letters, one from 4, two from 8.
struct TypoTolerance: Sendable {
    /// Fewest letters for one forgiven edit.
    let oneEditFrom: Int
    /// Fewest letters for two forgiven edits.
    let twoEditsFrom: Int

    /// Creates the tolerance; the defaults are the product's rule.
    init(oneEditFrom: Int = 4, twoEditsFrom: Int = 8) {
        self.oneEditFrom = oneEditFrom
        self.twoEditsFrom = twoEditsFrom
    }

    /// Edits forgiven for a word of this many letters (Unicode scalars, not bytes).
    func allowedEdits(forLetterCount count: Int) -> Int {
        if count >= twoEditsFrom { return 2 }
        if count >= oneEditFrom { return 1 }
        return 0
    }

    /// Letters in a folded UTF-8 word (continuation bytes do not start a letter).
    static func letterCount(of bytes: some Collection<UInt8>) -> Int {
        bytes.reduce(0) { $0 + (($1 & 0xC0) == 0x80 ? 0 : 1) }
    }
}

/// Optimal-string-alignment distance (Damerau–Levenshtein where a transposition of neighbours costs one).
enum EditDistance {
    /// The distance between two byte strings, or nil when it exceeds `limit`.
    static func bounded(_ a: [UInt8], _ b: ArraySlice<UInt8>, limit: Int) -> Int? {
        let b = Array(b)
        if abs(a.count - b.count) > limit { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return nil }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        let distance = previous[b.count]
        return distance <= limit ? distance : nil
    }
}
