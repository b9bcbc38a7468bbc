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
        #expect(words("서울 東京 МОСКВА") == ["ㅅㅓㅇㅜㄹ", "東京", "москва"])
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
        var words: [(bytes: [UInt8], start: Int, sourceEnds: [Int])] = []
        folder.forEachTracedWord(in: "Zü 서울 e\u{301}") { words.append(($0, $1, $2)) }
        #expect(words.map(\.bytes) == [Array("zu".utf8), Array("ㅅㅓㅇㅜㄹ".utf8), Array("e".utf8)])
        #expect(words.map(\.start) == [0, 3, 6])
        #expect(words[0].sourceEnds == [1, 2])
        #expect(words[1].sourceEnds == [4, 4, 4, 4, 4, 4] + [5, 5, 5, 5, 5, 5, 5, 5, 5])
        #expect(words[2].sourceEnds == [8])
    }

    @Test func detectsNonLatinScripts() {
        #expect(folder.hasNonLatinLetters("서울"))
        #expect(folder.hasNonLatinLetters("Москва"))
        #expect(!folder.hasNonLatinLetters("Wrocław Nguyễn"))
    }
}
