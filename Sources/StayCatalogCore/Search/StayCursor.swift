import Foundation

/// Where a results page ended: the last row's sort key and row number, tied to the search that made it.
package struct StayCursor: Hashable, Sendable {
    /// The format's version, the first field of the encoded text.
    static let version = "v1"

    /// The last row's sort key.
    let sortKey: Double
    /// The last row's number.
    let number: Int
    /// A fingerprint of the search, so a cursor cannot be replayed against another one.
    let fingerprint: UInt64

    // MARK: - Encoding

    /// Base64 of `v1|fingerprint|key bits|number`, all hexadecimal or decimal.
    package var encoded: String {
        let text = [
            Self.version, String(fingerprint, radix: 16), String(sortKey.bitPattern, radix: 16), String(number),
        ].joined(separator: "|")
        return Data(text.utf8).base64EncodedString()
    }

    /// Decodes a cursor, or nil when it is malformed, of another version, or from another search.
    package init?(encoded: String, fingerprint expected: UInt64) {
        guard encoded.utf8.count <= 200, let data = Data(base64Encoded: encoded),
            let text = String(data: data, encoding: .utf8)
        else { return nil }
        let fields = text.split(separator: "|", omittingEmptySubsequences: false)
        guard fields.count == 4, fields[0] == Self.version,
            let fingerprint = UInt64(fields[1], radix: 16), fingerprint == expected,
            let bits = UInt64(fields[2], radix: 16), let number = Int(fields[3]), number > 0
        else { return nil }
        let key = Double(bitPattern: bits)
        guard key.isFinite else { return nil }
        self.init(sortKey: key, number: number, fingerprint: fingerprint)
    }

    /// Creates a cursor at a row.
    package init(sortKey: Double, number: Int, fingerprint: UInt64) {
        self.sortKey = sortKey
        self.number = number
        self.fingerprint = fingerprint
    }
}
