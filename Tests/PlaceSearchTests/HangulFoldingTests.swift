import Testing

@testable import PlaceSearch

/// Hangul is folded to the keys that type it, so every input-method state is a prefix of the word it becomes.
@Suite struct HangulFoldingTests {
    let folder = TextFolder()

    private func words(_ text: String) -> [String] {
        folder.fold(text).tokens.map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func syllablesBecomeTheirKeysWithCompoundsSplit() {
        #expect(words("서울") == ["ㅅㅓㅇㅜㄹ"])
        #expect(words("광주 닭") == ["ㄱㅗㅏㅇㅈㅜ", "ㄷㅏㄹㄱ"])
        #expect(words("의정부") == ["ㅇㅡㅣㅈㅓㅇㅂㅜ"])
    }

    @Test func everyStateOfAnInputMethodIsAPrefixOfTheWord() {
        let seoul = words("서울")[0]
        for state in ["ㅅ", "서", "성", "서우", "서울"] {
            #expect(seoul.hasPrefix(words(state)[0]), "\(state)")
        }
        #expect(words("일본")[0].hasPrefix(words("읿")[0]))
        #expect(words("뉴욕")[0].hasPrefix(words("늉")[0]))
    }

    @Test func decomposedHalfWidthAndCompatibilityJamoFoldAlike() {
        let composed = words("서울")
        #expect(words("서울".decomposedStringWithCanonicalMapping) == composed)
        #expect(words("\u{FFB5}\u{FFC6}\u{FFB7}\u{FFD3}\u{FFA9}") == composed)
        #expect(words("ㅅㅓㅇㅜㄹ") == composed)
        #expect(words("ㄳ") == ["ㄱㅅ"])
    }

    @Test func initialConsonantsAreTakenFromWordsOfTwoOrMoreSyllables() {
        let folded = folder.fold("서울 특별시")
        let initials = folder.initialConsonants(of: folded)?.tokens.map { String(decoding: $0, as: UTF8.self) }
        #expect(initials == ["ㅅㅇ", "ㅌㅂㅅ"])
        #expect(folder.initialConsonants(of: folder.fold("닭")) == nil)
        #expect(folder.initialConsonants(of: folder.fold("서울 station")) == nil)
    }

    @Test func jamoAndKanaWordsForgiveNoTypingMistakes() {
        #expect(SyllabicScript.contains(Array(words("바르셀로나")[0].utf8)))
        #expect(SyllabicScript.contains(Array(words("トウキョウ")[0].utf8)))
        #expect(!SyllabicScript.contains(Array("barcelona".utf8)))
        #expect(!SyllabicScript.contains(Array(words("東京")[0].utf8)))
    }
}
