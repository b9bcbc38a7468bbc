/// Hangul folded to the letters a 2-beolsik keyboard types: every syllable, conjoining (NFD) jamo, half-width
/// jamo and compatibility jamo becomes compatibility jamo, with compound vowels and final consonant clusters
/// split into their keys (ㅘ → ㅗㅏ, ㄺ → ㄹㄱ). Every state an IME shows while composing a word is then a
/// prefix of the word: "성" (ㅅㅓㅇ) and "서우" (ㅅㅓㅇㅜ) both start "서울" (ㅅㅓㅇㅜㄹ). Its tables are public so
/// the typing benchmark's keyboard composes with the same letters.
public enum HangulJamo {
    // MARK: - Tables (compatibility jamo, U+3131…U+3163)

    /// The 19 initial consonants in syllable order.
    public static let initials: [UInt32] = [
        0x3131, 0x3132, 0x3134, 0x3137, 0x3138, 0x3139, 0x3141, 0x3142, 0x3143, 0x3145, 0x3146, 0x3147,
        0x3148, 0x3149, 0x314A, 0x314B, 0x314C, 0x314D, 0x314E,
    ]
    /// The 27 final consonants in syllable order (the syllable without a final is not listed).
    public static let finals: [UInt32] = [
        0x3131, 0x3132, 0x3133, 0x3134, 0x3135, 0x3136, 0x3137, 0x3139, 0x313A, 0x313B, 0x313C, 0x313D,
        0x313E, 0x313F, 0x3140, 0x3141, 0x3142, 0x3144, 0x3145, 0x3146, 0x3147, 0x3148, 0x314A, 0x314B,
        0x314C, 0x314D, 0x314E,
    ]
    /// Compound vowels and consonant clusters, as the two keys that type them.
    public static let keys: [UInt32: (UInt32, UInt32)] = [
        0x3158: (0x3157, 0x314F), 0x3159: (0x3157, 0x3150), 0x315A: (0x3157, 0x3163), 0x315D: (0x315C, 0x3153),
        0x315E: (0x315C, 0x3154), 0x315F: (0x315C, 0x3163), 0x3162: (0x3161, 0x3163), 0x3133: (0x3131, 0x3145),
        0x3135: (0x3134, 0x3148), 0x3136: (0x3134, 0x314E), 0x313A: (0x3139, 0x3131), 0x313B: (0x3139, 0x3141),
        0x313C: (0x3139, 0x3142), 0x313D: (0x3139, 0x3145), 0x313E: (0x3139, 0x314C), 0x313F: (0x3139, 0x314D),
        0x3140: (0x3139, 0x314E), 0x3144: (0x3142, 0x3145),
    ]
    /// The 21 vowels in syllable order, from ㅏ to ㅣ.
    public static let vowels: ClosedRange<UInt32> = 0x314F...0x3163
    /// The consonants among compatibility jamo.
    static let consonants: ClosedRange<UInt32> = 0x3131...0x314E
    /// `keys` laid out by jamo from ㄱ (U+3131) to ㅣ (U+3163), for folding without a dictionary look-up.
    private static let keysByJamo: [(UInt32, UInt32)?] = (0x3131...0x3163).map { keys[$0] }

    // MARK: - Folding

    /// Appends the keys of a Hangul character to `bytes` and returns true, or returns false for anything else.
    @inline(__always)
    static func appendKeys(of scalar: Unicode.Scalar, to bytes: inout [UInt8]) -> Bool {
        let value = scalar.value
        switch value {
        case 0xAC00...0xD7A3:
            let offset = value - 0xAC00
            appendKey(initials[Int(offset / 588)], to: &bytes)
            appendKey(vowels.lowerBound + (offset % 588) / 28, to: &bytes)
            if offset % 28 > 0 { appendKey(finals[Int(offset % 28) - 1], to: &bytes) }
        case 0x1100...0x1112: appendKey(initials[Int(value - 0x1100)], to: &bytes)
        case 0x1161...0x1175: appendKey(vowels.lowerBound + value - 0x1161, to: &bytes)
        case 0x11A8...0x11C2: appendKey(finals[Int(value - 0x11A8)], to: &bytes)
        case 0x3131...0x3163: appendKey(value, to: &bytes)
        case 0xFFA1...0xFFDC:
            guard let compatible = halfWidthToCompatible(value) else { return false }
            appendKey(compatible, to: &bytes)
        default: return false
        }
        return true
    }

    /// The initial consonant of each syllable of a folded word, when the word is two or more syllables of
    /// Hangul and nothing else ("서울" → "ㅅㅇ"); the consonants alone are what people type for a shortcut.
    /// In a folded word an initial is the consonant just before a vowel.
    static func initialConsonants(of word: [UInt8]) -> [UInt8]? {
        guard !word.isEmpty, word.count % 3 == 0 else { return nil }
        var scalars: [UInt32] = []
        for position in stride(from: 0, to: word.count, by: 3) {
            guard word[position] == 0xE3 else { return nil }
            scalars.append(
                (UInt32(word[position] & 0x0F) << 12) | (UInt32(word[position + 1] & 0x3F) << 6)
                    | UInt32(word[position + 2] & 0x3F))
        }
        guard scalars.allSatisfy({ consonants.contains($0) || vowels.contains($0) }) else { return nil }
        var result: [UInt8] = []
        for (offset, scalar) in scalars.enumerated().dropLast()
        where consonants.contains(scalar) && vowels.contains(scalars[offset + 1]) {
            appendUTF8(scalar, to: &result)
        }
        return result.count >= 6 ? result : nil
    }

    // MARK: - Helpers

    @inline(__always)
    private static func appendKey(_ jamo: UInt32, to bytes: inout [UInt8]) {
        if (0x3131...0x3163).contains(jamo), let (first, second) = keysByJamo[Int(jamo - 0x3131)] {
            appendUTF8(first, to: &bytes)
            appendUTF8(second, to: &bytes)
        } else {
            appendUTF8(jamo, to: &bytes)
        }
    }

    @inline(__always)
    private static func appendUTF8(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes.append(0xE0 | UInt8(value >> 12))
        bytes.append(0x80 | UInt8((value >> 6) & 0x3F))
        bytes.append(0x80 | UInt8(value & 0x3F))
    }

    /// Half-width Hangul letters (U+FFA1…U+FFDC) as compatibility jamo.
    private static func halfWidthToCompatible(_ value: UInt32) -> UInt32? {
        switch value {
        case 0xFFA1...0xFFBE: value - 0xFFA1 + 0x3131
        case 0xFFC2...0xFFC7: value - 0xFFC2 + 0x314F
        case 0xFFCA...0xFFCF: value - 0xFFCA + 0x3155
        case 0xFFD2...0xFFD7: value - 0xFFD2 + 0x315B
        case 0xFFDA...0xFFDC: value - 0xFFDA + 0x3161
        default: nil
        }
    }
}
