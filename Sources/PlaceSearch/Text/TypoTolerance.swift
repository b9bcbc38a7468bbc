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
        return bounded(a, b, limit: limit, prefixLengths: b.count...b.count).whole
    }

    /// In one pass: the distance from `a` to all of `b`, and the smallest distance from `a` to a beginning of
    /// `b` whose length lies in `prefixLengths`; each nil when it exceeds `limit`.
    static func bounded(_ a: [UInt8], _ b: ArraySlice<UInt8>, limit: Int, prefixLengths: ClosedRange<Int>)
        -> (whole: Int?, prefix: Int?)
    {
        if a.isEmpty || b.isEmpty {
            let whole = max(a.count, b.count)
            let prefix = prefixLengths.clamped(to: 0...b.count).map { abs(a.count - $0) }.min()
            return (whole <= limit ? whole : nil, prefix.flatMap { $0 <= limit ? $0 : nil })
        }
        let width = b.count + 1
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: width * 3) { rows in
            a.withUnsafeBufferPointer { a in
                b.withUnsafeBufferPointer { b in
                    guard let last = finalRow(a, b, limit: limit, rows: rows, width: width) else { return (nil, nil) }
                    let whole = rows[last + width - 1]
                    var prefix = Int.max
                    for length in prefixLengths.clamped(to: 0...(width - 1)) {
                        prefix = min(prefix, rows[last + length])
                    }
                    return (whole <= limit ? whole : nil, prefix <= limit ? prefix : nil)
                }
            }
        }
    }

    /// Fills the table row by row and returns where its last row starts, or nil once a whole row is over the limit.
    private static func finalRow(
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
        return above
    }
}
