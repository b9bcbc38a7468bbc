import StaysDomain

/// Whether three or four typed letters mean an airport's code (IATA or ICAO) rather than the start of a name. A
/// person means a code when they type it in capitals ("SEO", "KAOH") or when the airport matters more than every
/// place whose name the letters begin ("lax", "jfk", "icn", "cdg"); otherwise "seo" is the start of Seoul, not
/// Seguela Airport, and "wars" of Warsaw, not the airport whose ICAO code is WARS.
struct CodeIntent {
    /// The letters were typed in capitals.
    let typedInCapitals: Bool
    /// The importance of the most important place, other than an airport or a group, whose name begins with the
    /// letters (a city's name that is the code itself, as "LAX" is one of Los Angeles', does not count);
    /// -infinity when none does.
    let strongestNamesake: Float

    /// The lengths of the codes read: IATA and ICAO.
    static let codeLengths = 3...4

    /// No code intent at all: the query is not a single word of three or four letters.
    static let none = CodeIntent(typedInCapitals: false, strongestNamesake: .infinity)

    /// Whether a name written as a code: three or four capital letters or digits, at least one a letter.
    static func isCode(_ written: ArraySlice<UInt8>) -> Bool {
        let capital: ClosedRange<UInt8> = 0x41...0x5A
        let digit: ClosedRange<UInt8> = 0x30...0x39
        return codeLengths.contains(written.count) && written.allSatisfy { capital.contains($0) || digit.contains($0) }
            && written.contains { capital.contains($0) }
    }

    /// How far a city must outrank the namesakes for its code to be meant in lower case: Pueblo is "pub", but
    /// Guangzhou is not "can" (Canada, Cancún) nor Winston-Salem "int".
    static let cityCodeMargin: Float = 0.15

    /// Whether the code of a place of this kind and importance is meant: typed in capitals, or the place outranks
    /// every namesake (a city by a margin, since its code is only one of its names).
    func meansCode(kind: PlaceKind, importance: Float) -> Bool {
        let margin = kind == .airport || kind == .group ? 0 : Self.cityCodeMargin
        return typedInCapitals || importance > strongestNamesake + margin
    }

    // MARK: - Reading the query

    /// The intent of a query: its raw text (for the capitals) and its folded words.
    static func of(_ text: String, tokens: [QueryToken], in index: PlaceIndex) -> CodeIntent {
        guard tokens.count == 1, codeLengths.contains(tokens[0].bytes.count) else { return .none }
        let letters = text.unicodeScalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil }
        let capitals = letters.count == tokens[0].bytes.count && letters.allSatisfy { !$0.properties.isLowercase }
        guard !capitals else { return CodeIntent(typedInCapitals: true, strongestNamesake: .infinity) }
        let terms = index.dictionary.prefixRange(tokens[0].bytes)
        var strongest = -Float.infinity
        for name in CandidateGatherer(index: index).names(in: terms, prefix: tokens[0].bytes) {
            let place = Int(index.nameDigests[Int(name)].owner)
            let digest = index.placeDigests[place]
            guard digest.kind != .airport, digest.kind != .group, digest.importance > strongest,
                let first = index.nameTerms(of: Int(name)).first, terms.contains(Int(first)),
                !isCode(index.storage.names.utf8(Int(name)))
            else { continue }
            strongest = digest.importance
        }
        return CodeIntent(typedInCapitals: false, strongestNamesake: strongest)
    }
}
