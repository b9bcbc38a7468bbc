import StaysDomain

/// Builds JSON text byte by byte exactly as `WireJSON.encoder()` writes it (no spaces, slashes and non-ASCII as
/// they are, `\b \f \n \r \t` and `\u00xx` for other control characters, whole doubles without `.0`), for the
/// hand-written writers of hot wire types. The caller writes keys in sorted order.
struct JSONTextBuffer {
    /// The UTF-8 bytes so far.
    private(set) var bytes: [UInt8] = []

    /// Creates an empty buffer with room for `capacity` bytes.
    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// The text written.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Lower-case hexadecimal digits, for `\u00xx` escapes.
    static let hexDigits = Array("0123456789abcdef".utf8)

    // MARK: - Structure

    /// Writes punctuation or a literal (`{`, `],`, `null`, …) as it is.
    mutating func raw(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Writes bytes that are already JSON text as they are: a number a writer formats its own way, or a string's
    /// inside escaped by a writer's own rule.
    mutating func append(contentsOf text: some Sequence<UInt8>) {
        bytes.append(contentsOf: text)
    }

    /// Writes `"key":`, with a comma before it unless it is the object's first key.
    mutating func key(_ key: StaticString, first: Bool = false) {
        if !first { bytes.append(UInt8(ascii: ",")) }
        bytes.append(UInt8(ascii: "\""))
        raw(key)
        bytes.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: ":")])
    }

    // MARK: - Values

    /// A string literal, or `null` for nil.
    mutating func string(orNull text: String?) {
        guard let text else { return raw("null") }
        string(text)
    }

    /// A string literal.
    mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), byte])
            case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), byte])
            case 0x08: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
            case 0x0C: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
            case 0x0A: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x0D: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0x09: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case ..<0x20: controlEscape(byte)
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// `\u00xx` for a control character.
    mutating func controlEscape(_ byte: UInt8) {
        raw(#"\u00"#)
        bytes.append(contentsOf: [Self.hexDigits[Int(byte >> 4)], Self.hexDigits[Int(byte & 0x0F)]])
    }

    /// A whole number (a single digit without building a string).
    mutating func integer(_ value: Int) {
        guard value < 0 || value > 9 else { return bytes.append(UInt8(ascii: "0") + UInt8(value)) }
        bytes.append(contentsOf: String(value).utf8)
    }

    /// A double as `JSONEncoder` writes it: Swift's shortest form, `.0` dropped; nil as `null`.
    mutating func double(_ value: Double?) {
        guard let value else { return raw("null") }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        bytes.append(contentsOf: text.utf8)
    }

    /// `true` or `false`.
    mutating func bool(_ value: Bool) {
        value ? raw("true") : raw("false")
    }
}
