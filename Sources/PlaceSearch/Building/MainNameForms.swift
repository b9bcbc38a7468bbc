/// Finds the names that are a place's main name written with short words spelled out or shortened ("Ft
/// Lauderdale" for "Fort Lauderdale"): they are the main name in another spelling, so they earn its bonus and a
/// city typed that way is not put behind the airports named after it. A romanised East Asian main name that ends
/// with the word for city or county ("Nara-shi", "Gimpo-si", "Yangpyeong-gun") has its bare name ("Nara") as a
/// main form too: it is the place's own name, and Nara the city is no longer put behind Nara the prefecture.
struct MainNameForms {
    /// The last words that say a romanised name is a city or county: Japanese and Chinese "shi", Korean "si"
    /// and "gun".
    static let administrativeSuffixes = ["shi", "si", "gun"]

    let storage: PlaceIndexStorage
    let places: [PlaceDigest]
    /// The stored terms of `administrativeSuffixes`.
    private let suffixTerms: [Int32]
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
        suffixTerms = Self.administrativeSuffixes.compactMap { dictionary.exactTerm(Array($0.utf8)).map(Int32.init) }
    }

    // MARK: - Finding

    /// The names that are another spelling of their place's main name, found through the names holding a short
    /// word or the word it stands for (a few thousand), not by reading every name.
    func names() -> Set<Int32> {
        var forms: Set<Int32> = []
        for term in spellingTerms {
            for name in postings(of: term) {
                let place = Int(storage.nameOwners[Int(name)])
                guard places[place].kind != .group else { continue }
                let main = Int(places[place].mainName)
                if main != Int(name), isSpelling(terms(of: Int(name)), of: terms(of: main)) { forms.insert(name) }
            }
        }
        return forms.union(bareNames())
    }

    /// The names that are a main name without its last word for city or county, found through the names ending
    /// with such a word.
    private func bareNames() -> Set<Int32> {
        var forms: Set<Int32> = []
        for suffix in suffixTerms {
            for name in postings(of: suffix) {
                let place = Int(storage.nameOwners[Int(name)])
                let mainWords = terms(of: Int(name))
                guard places[place].kind != .group, Int(places[place].mainName) == Int(name), mainWords.count >= 2,
                    mainWords.last == suffix
                else { continue }
                let bare = mainWords.dropLast()
                let names = Int(storage.placeNameStarts[place])..<Int(storage.placeNameStarts[place + 1])
                for other in names where other != Int(name) && terms(of: other) == bare { forms.insert(Int32(other)) }
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

    private func postings(of term: Int32) -> ArraySlice<Int32> {
        storage.postings[Int(storage.postingStarts[Int(term)])..<Int(storage.postingStarts[Int(term) + 1])]
    }

    private func terms(of name: Int) -> ArraySlice<Int32> {
        storage.nameTerms[Int(storage.nameTermStarts[name])..<Int(storage.nameTermStarts[name + 1])]
    }
}
