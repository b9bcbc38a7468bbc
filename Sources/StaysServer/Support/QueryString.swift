import Foundation
import Hummingbird
import StaysDomain
import StaysWire

/// A request's query parameters, decoded as browsers encode them (`+` is a space, then percent-decoding); the
/// first value of a repeated name wins. Each reader refuses bad text with a 400 naming the parameter, and reads only
/// names its operation lists in `APIOperation.queryNames` (a debug build stops on any other: the route table is the
/// one list of query names).
struct QueryString {
    private let values: [String: String]
    private let operation: APIOperation
    private let numbers = QueryTextParser()

    /// Parses the raw query of `request` to `operation`.
    init(_ request: Request, for operation: APIOperation) throws {
        self.operation = operation
        var values: [String: String] = [:]
        for pair in (request.uri.query ?? "").split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = try Self.decode(parts[0])
            let value = try Self.decode(parts.count > 1 ? parts[1] : "")
            if values[name] == nil { values[name] = value }
        }
        self.values = values
    }

    // MARK: - Reading

    /// The text of a parameter, if given.
    func text(_ name: String) -> String? {
        value(name)
    }

    /// The text of a parameter that must be given.
    func required(_ name: String) throws -> String {
        guard let value = value(name) else { throw Problem.badRequest("\(name) is required") }
        return value
    }

    /// A whole number, or `fallback` when absent.
    func integer(_ name: String, default fallback: Int) throws -> Int {
        guard let text = value(name) else { return fallback }
        return try numbers.integer(text, name: name)
    }

    /// A whole number, if given.
    func optionalInteger(_ name: String) throws -> Int? {
        guard let text = value(name) else { return nil }
        return try numbers.integer(text, name: name)
    }

    /// A decimal number, if given.
    func decimal(_ name: String) throws -> Double? {
        guard let text = value(name) else { return nil }
        return try numbers.decimal(text, name: name)
    }

    /// A `LAT,LON` point, if given.
    func coordinate(_ name: String) throws -> Coordinate? {
        guard let text = value(name) else { return nil }
        return try numbers.coordinate(text, name: name)
    }

    // MARK: - Decoding

    private static func decode(_ text: Substring) throws -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "+") }) else {
            return String(text)
        }
        let spaced = text.replacingOccurrences(of: "+", with: " ")
        guard let decoded = spaced.removingPercentEncoding else {
            throw Problem.badRequest("the query string has a malformed %-escape")
        }
        return decoded
    }

    // MARK: - The route table

    /// The parameter's text; `name` must be one of the operation's query names.
    private func value(_ name: String) -> String? {
        assert(operation.queryNames.contains(name), "\(operation) reads `\(name)`, which APIOperation does not list")
        return values[name]
    }
}
