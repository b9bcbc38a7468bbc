/// Finds the names that are a place's main name written with short words spelled out or shortened ("Ft
/// Lauderdale" for "Fort Lauderdale"): they are the main name in another spelling, so they earn its bonus and a
/// city typed that way is not put behind the airports named after it.
struct MainNameForms {
    let storage: PlaceIndexStorage
    let places: [PlaceDigest]
    /// The term pairs that are one word in two spellings, both ways round, keyed by `pairKey`.
    private let spellings: Set<UInt64>
    /// The terms of those words: only a name holding one of them can be another spelling of a main name.
    private let spellingTerms: Set<Int32>

    /// Reads which stored terms are a short word and the word it stands for.
    init(storage: PlaceIndexStorage, dictionary: TermDictionary, places: [PlaceDigest]) {
        self.storage = storage
        self.places = places
        var spellings: Set<UInt64> = []
        var spellingTerms: Set<Int32> = []
        for (short, long) in NameAbbreviations.wordPairs {
            guard let shortTerm = dictionary.exactTerm(Array(short.utf8)),
                let longTerm = dictionary.exactTerm(Array(long.utf8))
            else { continue }
            spellings.insert(Self.pairKey(Int32(shortTerm), Int32(longTerm)))
            spellings.insert(Self.pairKey(Int32(longTerm), Int32(shortTerm)))
            spellingTerms.formUnion([Int32(shortTerm), Int32(longTerm)])
        }
        self.spellings = spellings
        self.spellingTerms = spellingTerms
    }

    // MARK: - Finding

    /// The names that are another spelling of their place's main name, found through the names holding a short
    /// word or the word it stands for (a few thousand), not by reading every name.
    func names() -> Set<Int32> {
        var forms: Set<Int32> = []
        for term in spellingTerms {
            let names = storage.postings[
                Int(storage.postingStarts[Int(term)])..<Int(storage.postingStarts[Int(term) + 1])]
            for name in names {
                let place = Int(storage.nameOwners[Int(name)])
                guard places[place].kind != .group else { continue }
                let main = Int(places[place].mainName)
                if main != Int(name), isSpelling(terms(of: Int(name)), of: terms(of: main)) { forms.insert(name) }
            }
        }
        return forms
    }

    // MARK: - Words

    private func isSpelling(_ words: ArraySlice<Int32>, of mainWords: ArraySlice<Int32>) -> Bool {
        guard words.count == mainWords.count, words != mainWords else { return false }
        return zip(words, mainWords).allSatisfy { word, mainWord in
            word == mainWord || spellings.contains(Self.pairKey(word, mainWord))
        }
    }

    private static func pairKey(_ one: Int32, _ other: Int32) -> UInt64 {
        UInt64(UInt32(bitPattern: one)) << 32 | UInt64(UInt32(bitPattern: other))
    }

    private func terms(of name: Int) -> ArraySlice<Int32> {
        storage.nameTerms[Int(storage.nameTermStarts[name])..<Int(storage.nameTermStarts[name + 1])]
    }
}
