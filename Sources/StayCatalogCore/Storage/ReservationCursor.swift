import Foundation
import StaysDomain

/// Where a page of reservations ended: the last one's booking time and number; both catalogues page after it with
/// `(created_at, id) < (createdAt, number)` in the order `created_at DESC, id DESC`.
package struct ReservationCursor: Hashable, Sendable {
    /// When the last reservation shown was booked (seconds since 1970).
    package let createdAt: Double
    /// Its row number.
    package let number: Int64

    /// Base64 of `r1|time bits|number`.
    package var encoded: String {
        Data("r1|\(String(createdAt.bitPattern, radix: 16))|\(number)".utf8).base64EncodedString()
    }

    /// Decodes a cursor, or nil when it is malformed.
    package init?(encoded: String) {
        guard encoded.utf8.count <= 100, let data = Data(base64Encoded: encoded),
            let text = String(data: data, encoding: .utf8)
        else { return nil }
        let fields = text.split(separator: "|", omittingEmptySubsequences: false)
        guard fields.count == 3, fields[0] == "r1", let bits = UInt64(fields[1], radix: 16),
            let number = Int64(fields[2]), number > 0, Double(bitPattern: bits).isFinite
        else { return nil }
        self.init(createdAt: Double(bitPattern: bits), number: number)
    }

    /// A cursor after a reservation.
    package init(createdAt: Double, number: Int64) {
        self.createdAt = createdAt
        self.number = number
    }

    /// The position `cursor` names, nil for none; throws `StayQueryError.malformedCursor` for one no catalogue made.
    package static func position(of cursor: String?) throws -> ReservationCursor? {
        guard let cursor else { return nil }
        guard let decoded = ReservationCursor(encoded: cursor) else { throw StayQueryError.malformedCursor }
        return decoded
    }
}
