import Foundation
import GRDB
import StaysDomain

/// What the process tests check in a catalogue file after the processes are gone.
enum CatalogChecks {
    // MARK: - Bookings

    /// Every `stay night` held by more than one of the confirmed reservations (empty when no night is booked twice).
    static func nightsBookedTwice(_ reservations: [Reservation]) -> [String] {
        var seen: [String: Int] = [:]
        for reservation in reservations where reservation.status == .confirmed {
            for offset in 0..<reservation.dates.nights {
                seen["\(reservation.stayID) \(reservation.dates.checkIn.adding(days: offset))", default: 0] += 1
            }
        }
        return seen.filter { $0.value > 1 }.keys.sorted()
    }

    // MARK: - Stays

    /// A digest of every stay row, its blocked nights and its seeded bookings, in number order: two catalogues
    /// with the same stays have the same digest. FNV-1a over the rows' text, so it is the same in every process.
    static func stayDigest(ofDatabaseAt path: String) throws -> String {
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        return try queue.read { db in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            let tables = [
                "SELECT * FROM stays ORDER BY number",
                "SELECT * FROM blocked_nights ORDER BY 1, 2",
                "SELECT stay_id, check_in, check_out, guest_name, total_cents, currency FROM reservations ORDER BY 1, 2",
            ]
            for sql in tables {
                let rows = try Row.fetchCursor(db, sql: sql)
                while let row = try rows.next() {
                    for byte in row.description.utf8 {
                        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
                    }
                }
            }
            return String(hash, radix: 16)
        }
    }
}
