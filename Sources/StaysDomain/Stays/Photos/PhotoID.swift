/// A stored photo's content-derived identifier: exactly 32 lowercase hex digits, so it is safe in a path or URL.
public struct PhotoID: Hashable, Sendable, Codable, CustomStringConvertible {
    // MARK: - Value

    /// How many hex digits an identifier has.
    public static let length = 32

    /// The identifier as text.
    public let rawValue: String

    // MARK: - Creating

    /// Accepts only `length` characters from `0-9a-f`; anything else (a path, capitals, a short string) is nil.
    public init?(_ text: String) {
        let digits = Array(text.utf8)
        guard digits.count == Self.length, digits.allSatisfy(Self.isLowercaseHexDigit) else { return nil }
        rawValue = text
    }

    /// Decodes from a bare JSON string, refusing one that is not a valid identifier.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        guard let id = PhotoID(try container.decode(String.self)) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a photo identifier")
        }
        self = id
    }

    /// Encodes as a bare JSON string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The identifier as text.
    public var description: String { rawValue }

    // MARK: - Checking

    private static func isLowercaseHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
    }
}
