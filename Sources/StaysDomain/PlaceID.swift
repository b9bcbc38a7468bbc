/// A stable identifier of a place or group, such as `geonames:1835848` or `group:name:springfield`.
public struct PlaceID: Hashable, Sendable, Codable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The identifier as text.
    public let rawValue: String

    /// Wraps an identifier.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Wraps an identifier written as a literal.
    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    /// Decodes from a bare JSON string.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes as a bare JSON string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The identifier as text.
    public var description: String { rawValue }
}
