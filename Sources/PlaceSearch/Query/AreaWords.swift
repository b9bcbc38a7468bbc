/// Which terms occur in the names of regions and countries, counted cumulatively so that whether a run of terms
/// holds one is two reads: a typed word that is no area's word cannot be a qualifier.
struct AreaWords: Sendable {
    /// `counts[i]` is how many of the terms before term `i` are area words.
    private let counts: [Int32]

    /// Marks the terms of every name of every region and country.
    init(storage: PlaceIndexStorage) {
        var isAreaWord = [Bool](repeating: false, count: storage.terms.count)
        let region = PlaceKindCode.code(.region)
        let country = PlaceKindCode.code(.country)
        for place in 0..<storage.placeCount
        where storage.placeKinds[place] == region || storage.placeKinds[place] == country {
            let names = Int(storage.placeNameStarts[place])..<Int(storage.placeNameStarts[place + 1])
            for term in storage.nameTerms[
                Int(storage.nameTermStarts[names.lowerBound])..<Int(storage.nameTermStarts[names.upperBound])]
            {
                isAreaWord[Int(term)] = true
            }
        }
        var counts = [Int32](repeating: 0, count: isAreaWord.count + 1)
        for (term, isArea) in isAreaWord.enumerated() { counts[term + 1] = counts[term] + (isArea ? 1 : 0) }
        self.counts = counts
    }

    /// Whether some term of the run is an area word.
    func contains(any terms: Range<Int>) -> Bool {
        !terms.isEmpty && counts[terms.upperBound] > counts[terms.lowerBound]
    }
}
