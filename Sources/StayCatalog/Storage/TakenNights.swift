import Foundation

/// The nights a stay cannot be booked (host-blocked or booked) as one bit a night from its earliest taken night,
/// so a search tests availability in memory instead of looking up rows.
struct TakenNights: Equatable, Sendable {
    /// The day number of bit 0 of the first byte.
    let firstNight: Int
    /// Bit `n % 8` of byte `n / 8` is set when night `firstNight + n` is taken.
    let bytes: [UInt8]

    // MARK: - Building

    /// The bitmap of these nights (any order, repeats allowed); nil when there are none.
    init?(nights: some Sequence<Int>) {
        guard let lowest = nights.min(), let highest = nights.max() else { return nil }
        var bytes = [UInt8](repeating: 0, count: (highest - lowest) / 8 + 1)
        for night in nights {
            bytes[(night - lowest) / 8] |= 1 << UInt8((night - lowest) % 8)
        }
        self.firstNight = lowest
        self.bytes = bytes
    }

    /// The stored blob: the bitmap's bytes, read back with the first night kept beside it.
    var blob: Data { Data(bytes) }

    // MARK: - Testing

    /// Whether no night from `checkIn` up to (not including) `checkOut` is taken in the stored bitmap.
    static func areFree(
        from checkIn: Int, to checkOut: Int, firstNight: Int, bitmap: UnsafeRawBufferPointer
    ) -> Bool {
        let start = max(checkIn, firstNight)
        let end = min(checkOut, firstNight + bitmap.count * 8)
        guard start < end else { return true }
        for night in start..<end {
            let offset = night - firstNight
            if bitmap[offset >> 3] & (1 << UInt8(offset & 7)) != 0 { return false }
        }
        return true
    }

    /// Whether no night from `checkIn` up to (not including) `checkOut` is taken.
    func areFree(from checkIn: Int, to checkOut: Int) -> Bool {
        bytes.withUnsafeBytes { Self.areFree(from: checkIn, to: checkOut, firstNight: firstNight, bitmap: $0) }
    }
}
