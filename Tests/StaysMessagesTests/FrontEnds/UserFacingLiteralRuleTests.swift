import Testing

/// The rule behind the front-end scan catches a sentence anywhere in code and lets keys and symbols through.
@Suite struct UserFacingLiteralRuleTests {
    private func flagged(_ source: String) -> [String] {
        SwiftLiteralScanner.literals(in: source).filter(UserFacingLiteralRule.isUserFacing).map(\.text)
    }

    @Test func aNewSentenceIsCaughtWhereverItIs() {
        #expect(flagged(#"case .empty: "Add dates""#) == ["Add dates"])
        #expect(flagged(#"return "Filters · \(filters.count)""#) == ["Filters · {}"])
        #expect(flagged(#"ScreenLine("\(words.text("app.price.heading")) per night")"#) == ["{} per night"])
        #expect(flagged(##"let raw = #"Add "dates""#"##) == [#"Add "dates""#])
        #expect(flagged("let text = \"\"\"\n    Reserved!\n    \"\"\"") == ["\n    Reserved!\n    "])
        #expect(flagged(#"flag ? "Yes" : "No""#) == ["Yes", "No"])
        #expect(flagged(#"let korean = "날짜 추가""#) == ["날짜 추가"])
    }

    @Test func keysParametersSymbolsAndCommentsPass() {
        #expect(flagged(#"words.text("app.when.heading")"#).isEmpty)
        #expect(flagged(#"words.text("app.amenity.\(amenity.rawValue)")"#).isEmpty)
        #expect(flagged(#"words.text("common.nights", ["count": .number(2), "checkIn": "x"])"#).isEmpty)
        #expect(flagged(#"case .text("s"), .text("S"): .skip"#).isEmpty)
        #expect(flagged(#"let line = "\(range) · \(nights) → \u{1B}[" + "…""#).isEmpty)
        #expect(flagged("// \"Add dates\"\n/* \"Add /* nested */ dates\" */").isEmpty)
        #expect(flagged(#"@Option(help: "Where the user is.") var near"#).isEmpty)
        #expect(flagged(#"try QueryTextParser().coordinate(argument, name: "--near")"#).isEmpty)
    }

    @Test func linesAndSurroundingsAreKept() {
        let literals = SwiftLiteralScanner.literals(in: "let a = 1\n    help: \"x y\", \"key\": 2")
        #expect(literals.map(\.line) == [2, 2])
        #expect(literals.map(\.before) == ["help:", #"help: "x y","#])
        #expect(literals.map(\.after) == [",", ":"])
    }
}
