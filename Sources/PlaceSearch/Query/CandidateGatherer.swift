/// Finds the names worth scoring for a run of terms: all of them when few, else the precomputed best.
struct CandidateGatherer {
    let index: PlaceIndex
    /// How many of a top list's names (most important first) are scored per keystroke.
    var topListUse = 32

    /// Names whose terms lie in `terms`; `prefix` is the bytes every one of those terms starts with.
    func names(in terms: Range<Int>, prefix: [UInt8]) -> ArraySlice<Int32> {
        guard !terms.isEmpty else { return [] }
        let storage = index.storage
        let postings = Int(storage.postingStarts[terms.lowerBound])..<Int(storage.postingStarts[terms.upperBound])
        if postings.count <= index.scanLimit || terms.count == 1 {
            return storage.postings[
                postings.lowerBound..<min(postings.upperBound, postings.lowerBound + index.scanLimit)]
        }
        if let list = index.topLists[prefix] {
            let start = Int(storage.topNameStarts[list])
            return storage.topNames[start..<min(Int(storage.topNameStarts[list + 1]), start + topListUse)]
        }
        var names: [Int32] = []
        let perTerm = max(1, index.scanLimit / terms.count)
        for term in terms {
            let start = Int(storage.postingStarts[term])
            let end = min(Int(storage.postingStarts[term + 1]), start + perTerm)
            names.append(contentsOf: storage.postings[start..<end])
            if names.count >= index.scanLimit { break }
        }
        return names[...]
    }

    /// One name for each of the `count` most important places among those with a word in `terms` (a place's
    /// lowest-numbered name, which is its main name when that is among them).
    func mostImportantPlaces(_ count: Int, in terms: Range<Int>, prefix: [UInt8]) -> [Int32] {
        index.storage.mostImportantDistinctPlaces(names(in: terms, prefix: prefix), count: count)
    }
}

extension CandidateGatherer {
    /// Most postings of one term looked through for names that are that term alone.
    static let wholeNameScan = 4096

    /// Up to `count` names that are exactly the one term, most important place first.
    func wholeNames(of term: Int, count: Int) -> [Int32] {
        let storage = index.storage
        let start = Int(storage.postingStarts[term])
        let end = min(Int(storage.postingStarts[term + 1]), start + Self.wholeNameScan)
        var names: [Int32] = []
        for name in storage.postings[start..<end] where names.count < count {
            if storage.nameTermStarts[Int(name) + 1] - storage.nameTermStarts[Int(name)] == 1 { names.append(name) }
        }
        return names
    }
}
