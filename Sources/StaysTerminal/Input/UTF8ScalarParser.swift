/// Parses one UTF-8 encoded scalar whose lead byte is 0x80 or above, rejecting malformed input.
enum UTF8ScalarParser {
    // MARK: - Parsing

    /// Parses `bytes`, whose first byte is not ASCII.
    static func parse(_ bytes: ArraySlice<UInt8>) -> DecodeStep {
        let start = bytes.startIndex
        let lead = bytes[start]
        guard let (length, leadBits, minimum) = layout(lead: lead) else { return .skip(length: 1) }
        var value = UInt32(lead & leadBits)
        for offset in 1..<length {
            guard start + offset < bytes.endIndex else { return .incomplete }
            let byte = bytes[start + offset]
            guard byte & 0xC0 == 0x80 else { return .skip(length: offset) }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard value >= minimum, let scalar = Unicode.Scalar(value) else { return .skip(length: length) }
        return .scalar(scalar, length: length)
    }

    /// Sequence length, mask for the lead byte's payload, and smallest value that length may encode.
    private static func layout(lead: UInt8) -> (Int, UInt8, UInt32)? {
        switch lead {
        case 0xC2...0xDF: (2, 0x1F, 0x80)
        case 0xE0...0xEF: (3, 0x0F, 0x800)
        case 0xF0...0xF4: (4, 0x07, 0x10000)
        default: nil
        }
    }
}
