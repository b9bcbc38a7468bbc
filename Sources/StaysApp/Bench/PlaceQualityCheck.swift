import StaysDomain

/// Runs a list of queries with the place each should find near the top, and counts the hits.
struct PlaceQualityCheck {
    /// One line of the quality file: `text<TAB>LAT,LON or -<TAB>expected id<TAB>top N`.
    struct Case {
        let text: String
        let near: Coordinate?
        let expected: PlaceID
        let top: Int
    }

    /// Parses the quality file; lines starting with `#` and blank lines are skipped.
    static func cases(from text: String) -> [Case] {
        text.split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#") else { return nil }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 4, let top = Int(fields[3]) else { return nil }
            let near = fields[1] == "-" ? nil : CoordinateArgument(argument: fields[1])?.coordinate
            return Case(text: fields[0], near: near, expected: PlaceID(fields[2]), top: top)
        }
    }

    /// The cases whose expected place was not in the top N, and how many there were in all.
    func failures(of cases: [Case], suggest: (SuggestionQuery) -> [PlaceSuggestion]) -> [(Case, [PlaceSuggestion])] {
        cases.compactMap { testCase in
            guard let query = try? SuggestionQuery(text: testCase.text, near: testCase.near, limit: 10) else {
                return (testCase, [])
            }
            let results = suggest(query)
            return results.prefix(testCase.top).contains { $0.id == testCase.expected } ? nil : (testCase, results)
        }
    }
}
