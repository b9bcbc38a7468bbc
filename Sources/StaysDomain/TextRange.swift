/// A range of UTF-16 code units, as NSRange and JavaScript strings count them.
public struct TextRange: Hashable, Sendable, Codable {
    /// Offset of the first code unit.
    public let location: Int
    /// Number of code units.
    public let length: Int

    /// Creates a range.
    public init(location: Int, length: Int) {
        self.location = location
        self.length = length
    }
}
