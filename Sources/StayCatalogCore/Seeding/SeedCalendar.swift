import StaysDomain

/// Draws a listing's blocked nights and bookings in the year ahead, in distinct 45-day slots so none overlap.
struct SeedCalendar {
    /// Days ahead of today the calendar covers.
    static let horizon = 8 * slotLength + 1
    /// Length of one slot in days.
    static let slotLength = 45

    /// Today and the days after it, `horizon` of them.
    let days: [CalendarDay]
    /// When seeded bookings were made, in seconds since 1970 (today's start).
    let bookedAt: Double

    /// A quarter of listings get one or two blocked spans of 1–7 nights; one in twelve gets a booking.
    func events(minimumNights: Int, random: inout SplitMix64) -> (blocked: [StayDates], bookings: [SeededBooking]) {
        let blockedCount = StaySeedGenerator.unit(&random) < 0.25 ? Int.random(in: 1...2, using: &random) : 0
        let bookingCount = StaySeedGenerator.unit(&random) < 1.0 / 12 ? 1 : 0
        guard blockedCount + bookingCount > 0 else { return ([], []) }
        var slots = Array(0..<8)
        for position in 0..<(blockedCount + bookingCount) {
            slots.swapAt(position, Int.random(in: position..<slots.count, using: &random))
        }
        let blocked = slots.prefix(blockedCount).map {
            span(inSlot: $0, nights: Int.random(in: 1...7, using: &random), &random)
        }
        let bookings = slots.dropFirst(blockedCount).prefix(bookingCount).map { slot in
            SeededBooking(
                dates: span(inSlot: slot, nights: max(minimumNights, Int.random(in: 2...7, using: &random)), &random),
                guestName: "Synthetic guest",
                createdAt: bookedAt - Double(Int.random(in: 1...90, using: &random)) * 86_400)
        }
        return (blocked, bookings)
    }

    private func span(inSlot slot: Int, nights: Int, _ random: inout SplitMix64) -> StayDates {
        let start = 1 + slot * Self.slotLength + Int.random(in: 0..<(Self.slotLength - 14), using: &random)
        guard let dates = try? StayDates(checkIn: days[start], checkOut: days[start + nights]) else {
            preconditionFailure("a span of \(nights) nights from day \(start) is not a stay")
        }
        return dates
    }
}
