/// Finds the alternate names that weigh less than main names: long official forms ("Heroica Puebla de
/// Zaragoza") and another well-known place's main name given to a place of similar importance ("Pueblo", one
/// of Puebla's names, is the main name of Pueblo, Colorado).
struct WeakAlternateNames {
    let storage: PlaceIndexStorage
    let dictionary: TermDictionary
    let places: [PlaceDigest]
    /// Places at least this important (about 100,000 people) have a well-known name.
    static let wellKnownImportance: Float = 0.71
    /// Another place's alternate name yields when that place is at most this much more important (about
    /// sixteen times the people, log10(16) / 7).
    static let similarImportance: Float = 0.172
    /// An alternate name of at least three words with this many more words than the main name is a long form.
    static let longFormExtraWords = 2

    // MARK: - Finding

    /// The weak names, each once.
    func names() -> Set<Int32> {
        var weak: Set<Int32> = []
        for place in places.indices where places[place].kind != .group {
            let main = Int(places[place].mainName)
            let mainWords = wordCount(of: main)
            for name in (main + 1)..<Int(storage.placeNameStarts[place + 1]) {
                let words = wordCount(of: name)
                if words >= 3, words >= mainWords + Self.longFormExtraWords { weak.insert(Int32(name)) }
            }
            if places[place].kind == .city, places[place].importance >= Self.wellKnownImportance {
                weak.formUnion(namesakeAlternates(ofMainNameOf: place))
            }
        }
        return weak
    }

    /// Other places' alternate names that read exactly as this place's main name, when those places are of
    /// similar importance.
    private func namesakeAlternates(ofMainNameOf place: Int) -> [Int32] {
        let main = Int(places[place].mainName)
        let words = terms(of: main)
        var phrase: [UInt8] = []
        for (position, term) in words.enumerated() {
            if position > 0 { phrase.append(TextFolder.phraseSeparator) }
            phrase.append(contentsOf: dictionary.bytes(Int(term)))
        }
        let singleWord = words.count == 1 ? words.first.map(Int.init) : nil
        guard let term = singleWord ?? dictionary.exactTerm(phrase) else { return [] }
        let postings = storage.postings[Int(storage.postingStarts[term])..<Int(storage.postingStarts[term + 1])]
        return postings.filter { name in
            let owner = Int(storage.nameOwners[Int(name)])
            return owner != place && Int(places[owner].mainName) != Int(name)
                && wordCount(of: Int(name)) == words.count
                && places[owner].importance - places[place].importance <= Self.similarImportance
        }
    }

    private func terms(of name: Int) -> ArraySlice<Int32> {
        storage.nameTerms[Int(storage.nameTermStarts[name])..<Int(storage.nameTermStarts[name + 1])]
    }

    private func wordCount(of name: Int) -> Int {
        Int(storage.nameTermStarts[name + 1] - storage.nameTermStarts[name])
    }
}
