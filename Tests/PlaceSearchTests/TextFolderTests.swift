import Testing

@testable import PlaceSearch

@Suite struct TextFolderTests {
    let folder = TextFolder()

    private func words(_ text: String) -> [String] {
        folder.fold(text).tokens.map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func foldsCaseAndDiacritics() {
        #expect(words("Zürich São Paulo ÉCOLE") == ["zurich", "sao", "paulo", "ecole"])
    }

    @Test func foldsLettersWithoutDecompositions() {
        #expect(words("Łódź Straße Ørsted Æbeltoft") == ["lodz", "strasse", "orsted", "aebeltoft"])
    }

    @Test func foldsFullWidthAndKatakana() {
        #expect(words("ＴＯＫＹＯ") == ["tokyo"])
        #expect(words("ソウル") == words("そうる"))
    }

    @Test func keepsOtherScriptsAndLowercasesCyrillic() {
        #expect(words("서울 東京 МОСКВА") == ["서울", "東京", "москва"])
    }

    @Test func splitsOnPunctuationAndControlCharacters() {
        #expect(words("Springfield,\tIL\u{0}x\u{7F}y") == ["springfield", "il", "x", "y"])
        #expect(words("Xi'an — Saint-Étienne") == ["xi", "an", "saint", "etienne"])
    }

    @Test func blankAndSymbolOnlyTextHasNoWords() {
        #expect(folder.fold("   \n\t ").tokens.isEmpty)
        #expect(folder.fold("!!! ??? 🏖️").tokens.isEmpty)
    }

    @Test func knowsWhetherTheLastWordIsStillBeingTyped() {
        #expect(folder.fold("rio de j").endsInsideWord)
        #expect(!folder.fold("rio de ").endsInsideWord)
    }

    @Test func phraseJoinsWordsWithSingleSpaces() {
        #expect(String(decoding: folder.fold("  Rio   de,Janeiro ").phrase, as: UTF8.self) == "rio de janeiro")
    }

    @Test func tracesEachFoldedByteToItsUTF16Source() {
        let words = folder.foldTracingSource("Zü 서울")
        #expect(words.count == 2)
        #expect(words[0].bytes == Array("zu".utf8))
        #expect(words[0].sourceRanges == [0..<1, 1..<2])
        #expect(words[1].sourceRanges.first == 3..<4)
        #expect(words[1].sourceRanges.last == 4..<5)
    }

    @Test func detectsNonLatinScripts() {
        #expect(folder.hasNonLatinLetters("서울"))
        #expect(folder.hasNonLatinLetters("Москва"))
        #expect(!folder.hasNonLatinLetters("Wrocław Nguyễn"))
    }
}
