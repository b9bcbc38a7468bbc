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
        if abs(a.count - b.count) > limit { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        let width = b.count + 1
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: width * 3) { rows in
            a.withUnsafeBufferPointer { a in
                b.withUnsafeBufferPointer { b in
                    distance(a, b, limit: limit, rows: rows, width: width)
                }
            }
        }
    }

    private static func distance(
        _ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, limit: Int,
        rows: UnsafeMutableBufferPointer<Int>, width: Int
    ) -> Int? {
        var twoAbove = 0
        var above = width
        var current = 2 * width
        for column in 0..<width { rows[above + column] = column }
        for i in 1...a.count {
            rows[current] = i
            var rowMinimum = i
            for j in 1..<width {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(rows[above + j] + 1, rows[current + j - 1] + 1, rows[above + j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, rows[twoAbove + j - 2] + 1)
                }
                rows[current + j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return nil }
            (twoAbove, above, current) = (above, current, twoAbove)
        }
        let distance = rows[above + width - 1]
        return distance <= limit ? distance : nil
    }
}
