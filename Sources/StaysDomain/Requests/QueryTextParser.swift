/// Reads numbers and coordinates typed as text (URL query parameters, `LAT,LON` options) strictly: plain
/// decimal notation only, so "0x10", "1e3", "inf" and "nan" are refused with a message naming the parameter.
public struct QueryTextParser: Sendable {
    /// Creates a parser.
    public init() {}

    // MARK: - Numbers

    /// A whole number such as `-3` or `20`.
    public func integer(_ text: String, name: String) throws(StayRequestError) -> Int {
        guard Self.isDecimal(text, allowsPoint: false), let value = Int(text) else {
            throw StayRequestError("\(name) must be a whole number, got \(Self.quoted(text))")
        }
        return value
    }

    /// A decimal number such as `-33.8` or `120`.
    public func decimal(_ text: String, name: String) throws(StayRequestError) -> Double {
        guard Self.isDecimal(text, allowsPoint: true), let value = Double(text), value.isFinite else {
            throw StayRequestError("\(name) must be a decimal number, got \(Self.quoted(text))")
        }
        return value
    }

    /// A point written `LAT,LON`, both in range.
    public func coordinate(_ text: String, name: String) throws(StayRequestError) -> Coordinate {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2 else {
            throw StayRequestError("\(name) must be LAT,LON (e.g. 37.57,126.98), got \(Self.quoted(text))")
        }
        let latitude = try decimal(String(parts[0]).trimmingWhitespace(), name: "\(name) latitude")
        let longitude = try decimal(String(parts[1]).trimmingWhitespace(), name: "\(name) longitude")
        do {
            return try Coordinate.validated(latitude: latitude, longitude: longitude)
        } catch {
            throw StayRequestError("\(name): \(error.description)")
        }
    }

    // MARK: - Parts

    private static func isDecimal(_ text: String, allowsPoint: Bool) -> Bool {
        var digits = 0
        var points = 0
        for (offset, byte) in text.utf8.enumerated() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits += 1
            case UInt8(ascii: "-") where offset == 0: continue
            case UInt8(ascii: ".") where allowsPoint: points += 1
            default: return false
            }
        }
        return digits > 0 && digits <= 24 && points <= 1
    }

    private static func quoted(_ text: String) -> String {
        String(text.prefix(40)).debugDescription
    }
}
