import Foundation
import StaysDomain

/// One `name=value` of a request's query, written percent-encoded.
public struct APIQueryItem: Hashable, Sendable {
    /// The parameter's name.
    public let name: String
    /// Its value, unencoded.
    public let value: String

    /// Creates an item.
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }

    /// A number in plain decimal notation (the server refuses `1e-05`).
    public init(_ name: String, decimal: Double) {
        self.init(name, Self.plainDecimal(decimal))
    }

    /// A box as the API writes it: `WEST,SOUTH,EAST,NORTH` in plain decimals.
    public init(_ name: String, box: BoundingBox) {
        let edges = [box.southWest.longitude, box.southWest.latitude, box.northEast.longitude, box.northEast.latitude]
        self.init(name, edges.map(Self.plainDecimal).joined(separator: ","))
    }

    // MARK: - Encoding

    private static let unreserved = CharacterSet(charactersIn: "-._~").union(
        CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"))

    /// `?a=1&b=2`, or empty for no items.
    static func encoded(_ items: [APIQueryItem]) -> String {
        guard !items.isEmpty else { return "" }
        return "?" + items.map { percentEncoded($0.name) + "=" + percentEncoded($0.value) }.joined(separator: "&")
    }

    /// The text with everything but unreserved characters percent-encoded, fit for a path segment or a query.
    public static func percentEncoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
    }

    /// `"\(value)"` when that has no exponent, else fixed notation without trailing zeros.
    static func plainDecimal(_ value: Double) -> String {
        let text = "\(value)"
        guard text.contains("e") else { return text }
        var fixed = String(format: "%.17f", value)
        while fixed.hasSuffix("0") { fixed.removeLast() }
        if fixed.hasSuffix(".") { fixed.removeLast() }
        return fixed
    }
}
