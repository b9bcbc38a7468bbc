/// Parses input that starts with ESC: CSI (`ESC [`) and SS3 (`ESC O`) key sequences.
enum EscapeSequenceParser {
    // MARK: - Constants

    static let escape: UInt8 = 0x1B
    private static let csiIntroducer = UInt8(ascii: "[")
    private static let ss3Introducer = UInt8(ascii: "O")
    /// Longest CSI body we wait for; anything longer is treated as garbage.
    private static let maximumBodyLength = 32

    // MARK: - Parsing

    /// Parses `bytes`, whose first byte is ESC.
    static func parse(_ bytes: ArraySlice<UInt8>) -> DecodeStep {
        let start = bytes.startIndex
        guard bytes.count > 1 else { return .incomplete }
        switch bytes[start + 1] {
        case csiIntroducer: return parseControlSequence(bytes)
        case ss3Introducer: return parseSingleShift(bytes)
        default: return .key(.escape, length: 1)
        }
    }

    private static func parseControlSequence(_ bytes: ArraySlice<UInt8>) -> DecodeStep {
        let bodyStart = bytes.startIndex + 2
        var index = bodyStart
        while index < bytes.endIndex {
            let byte = bytes[index]
            if index - bodyStart >= maximumBodyLength { return .skip(length: index - bytes.startIndex) }
            switch byte {
            case 0x20...0x3F:
                index += 1
            case 0x40...0x7E:
                let length = index + 1 - bytes.startIndex
                let body = bytes[bodyStart..<index]
                guard let key = controlSequenceKey(parameters: body, final: byte) else { return .skip(length: length) }
                return .key(key, length: length)
            default:
                return .skip(length: index - bytes.startIndex)
            }
        }
        return .incomplete
    }

    private static func parseSingleShift(_ bytes: ArraySlice<UInt8>) -> DecodeStep {
        guard bytes.count > 2 else { return .incomplete }
        let final = bytes[bytes.startIndex + 2]
        guard (0x40...0x7E).contains(final) else { return .skip(length: 2) }
        guard let key = cursorKey(final: final) else { return .skip(length: 3) }
        return .key(key, length: 3)
    }

    // MARK: - Mapping

    private static func controlSequenceKey(parameters: ArraySlice<UInt8>, final: UInt8) -> Key? {
        guard parameters.allSatisfy({ (0x30...0x39).contains($0) || $0 == UInt8(ascii: ";") }) else { return nil }
        guard final == UInt8(ascii: "~") else { return cursorKey(final: final) }
        let first = parameters.prefix { $0 != UInt8(ascii: ";") }
        switch String(decoding: first, as: UTF8.self) {
        case "1", "7": return .home
        case "4", "8": return .end
        case "3": return .delete
        case "5": return .pageUp
        case "6": return .pageDown
        default: return nil
        }
    }

    private static func cursorKey(final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        default: nil
        }
    }
}
