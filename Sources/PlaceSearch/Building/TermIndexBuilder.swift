/// Builds the names, the sorted term dictionary and the postings of an index. A Hangul name is entered twice:
/// as its jamo, and as the initial consonants of its syllables ("ㅅㅇ" finds 서울), shown as the name itself; one
/// that ends in a kind word also as the initials of the rest ("ㄱㅈ" is the whole of 경주시).
struct TermIndexBuilder {
    let folder: TextFolder
    /// The languages whose kind words are left off for the initials.
    var languages = Array(PlaceNameLanguage.all.values)

    // MARK: - Building

    /// Fills the name, term and posting arrays of `storage` for these places.
    func build(_ places: [BuildPlace], into storage: inout PlaceIndexStorage) {
        var termIDs: [[UInt8]: Int32] = [:]
        var termBytes: [[UInt8]] = []
        var nameWordTerms: [[Int32]] = []
        var postingsByTerm: [[Int32]] = []

        func termID(_ bytes: [UInt8]) -> Int32 {
            if let id = termIDs[bytes] { return id }
            let id = Int32(termBytes.count)
            termIDs[bytes] = id
            termBytes.append(bytes)
            postingsByTerm.append([])
            return id
        }

        for (placeIndex, place) in places.enumerated() {
            var seenPhrases: Set<[UInt8]> = []
            for name in place.names {
                let folded = folder.fold(name)
                for form in forms(of: name, folded: folded) {
                    guard !form.tokens.isEmpty, seenPhrases.insert(form.phrase).inserted else { continue }
                    let nameIndex = Int32(storage.names.count)
                    storage.names.append(name)
                    storage.nameOwners.append(Int32(placeIndex))
                    let words = form.tokens.map(termID)
                    nameWordTerms.append(words)
                    var postedTerms = Set(words)
                    if form.tokens.count > 1 { postedTerms.insert(termID(form.phrase)) }
                    for term in postedTerms { postingsByTerm[Int(term)].append(nameIndex) }
                }
            }
            storage.placeNameStarts.append(UInt32(storage.names.count))
        }

        let order = termBytes.indices.sorted { termBytes[$0].lexicographicallyPrecedes(termBytes[$1]) }
        var newID = [Int32](repeating: 0, count: order.count)
        for (sortedIndex, oldIndex) in order.enumerated() { newID[oldIndex] = Int32(sortedIndex) }

        for words in nameWordTerms {
            storage.nameTerms.append(contentsOf: words.map { newID[Int($0)] })
            storage.nameTermStarts.append(UInt32(storage.nameTerms.count))
        }
        let importance = places.map(\.importance)
        for oldIndex in order {
            storage.terms.append(termBytes[oldIndex])
            let sortedPostings = postingsByTerm[oldIndex].sorted { left, right in
                let leftImportance = importance[Int(storage.nameOwners[Int(left)])]
                let rightImportance = importance[Int(storage.nameOwners[Int(right)])]
                return leftImportance != rightImportance ? leftImportance > rightImportance : left < right
            }
            storage.postings.append(contentsOf: sortedPostings)
            storage.postingStarts.append(UInt32(storage.postings.count))
        }
    }

    // MARK: - Forms

    /// The folded forms a name is entered as: itself, its initials, and the initials of its base name.
    private func forms(of name: String, folded: FoldedText) -> [FoldedText] {
        var forms = [folded]
        if let initials = folder.initialConsonants(of: folded) { forms.append(initials) }
        for language in languages {
            guard let base = language.baseName(of: name),
                let initials = folder.initialConsonants(of: folder.fold(base))
            else { continue }
            forms.append(initials)
        }
        return forms
    }
}
