import StaysDomain

/// Reads JSON tokens from UTF-8 bytes for the hand-written readers: strings with every escape, numbers read the way
/// `JSONDecoder` reads them, and nothing else. Every method returns nil (or false) on anything it does not expect,
/// and the caller gives up; it never traps on bad input.
struct JSONByteScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    /// A scanner at the start of `bytes`, which must outlive it.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Whether only whitespace is left.
    var isAtEnd: Bool {
        mutating get {
            skipWhitespace()
            return index == bytes.count
        }
    }

    // MARK: - Punctuation

    /// Skips whitespace, then takes `byte` if it is next.
    mutating func take(_ byte: UInt8) -> Bool {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    // MARK: - Values

    /// A string, its escapes resolved; nil for a malformed one, invalid UTF-8 or a lone surrogate.
    mutating func string() -> String? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\") {
            guard bytes[index] >= 0x20 else { return nil }
            index += 1
        }
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "\"") {
            index += 1
            return String(validating: UnsafeBufferPointer(rebasing: bytes[start..<index - 1]), as: UTF8.self)
        }
        var utf8 = Array(bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""): return String(validating: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard appendEscape(to: &utf8) else { return nil }
            case ..<0x20: return nil
            default: utf8.append(byte)
            }
        }
        return nil
    }

    /// An integer written without fraction or exponent, as `JSONDecoder` reads an `Int`.
    mutating func integer() -> Int? {
        guard let text = numberText(), !text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) else {
            return nil
        }
        return Int(text)
    }

    /// The literal `true` or `false`.
    mutating func bool() -> Bool? {
        if take(word: "true") { return true }
        if take(word: "false") { return false }
        return nil
    }

    /// Skips whitespace, then takes `word` if it comes next.
    private mutating func take(word: String) -> Bool {
        skipWhitespace()
        let utf8 = word.utf8
        guard bytes.count - index >= utf8.count, bytes[index..<index + utf8.count].elementsEqual(utf8) else {
            return false
        }
        index += utf8.count
        return true
    }

    /// A finite number, rounded to the nearest `Double` as `JSONDecoder` does.
    mutating func double() -> Double? {
        guard let text = numberText(), let value = Double(text), value.isFinite else { return nil }
        return value
    }

    // MARK: - Parts

    /// The text of a number in JSON's grammar (sign, digits without a leading zero, fraction, exponent).
    private mutating func numberText() -> String? {
        skipWhitespace()
        let start = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        guard digits() > 0, bytes[integerStart] != UInt8(ascii: "0") || index - integerStart == 1 else { return nil }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { return nil }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard digits() > 0 else { return nil }
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    private mutating func digits() -> Int {
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        return index - start
    }

    /// Appends the character an escape (after its backslash) stands for, as UTF-8.
    private mutating func appendEscape(to utf8: inout [UInt8]) -> Bool {
        guard index < bytes.count else { return false }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(byte)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"):
            guard var scalar = hexQuad() else { return false }
            if (0xD800...0xDBFF).contains(scalar) {
                guard bytes.count - index >= 2, bytes[index] == UInt8(ascii: "\\"),
                    bytes[index + 1] == UInt8(ascii: "u")
                else { return false }
                index += 2
                guard let low = hexQuad(), (0xDC00...0xDFFF).contains(low) else { return false }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let character = Unicode.Scalar(scalar) else { return false }
            utf8.append(contentsOf: character.utf8)
        default: return false
        }
        return true
    }

    private mutating func hexQuad() -> UInt32? {
        guard bytes.count - index >= 4 else { return nil }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }
}
