import StaysDomain

/// Nights as day numbers (`DayNumber`) gathered into spans of consecutive nights, as both catalogues store and
/// report blocked and booked nights.
package enum NightSpans {
    // MARK: - Gathering

    /// The spans (half-open day-number ranges) of these nights, in order; repeats and any order are allowed.
    package static func ranges(of nights: some Sequence<Int>) -> [Range<Int>] {
        var spans: [Range<Int>] = []
        for night in Set(nights).sorted() {
            if let last = spans.last, last.upperBound == night {
                spans[spans.count - 1] = last.lowerBound..<(night + 1)
            } else {
                spans.append(night..<(night + 1))
            }
        }
        return spans
    }

    /// Already gathered, ordered, non-empty ranges as stay dates.
    package static func dates(of ranges: [Range<Int>]) throws -> [StayDates] {
        try ranges.map { try StayDates(checkIn: DayNumber.day($0.lowerBound), checkOut: DayNumber.day($0.upperBound)) }
    }

    /// The spans of these nights as stay dates, in order.
    package static func dates(ofNights nights: some Sequence<Int>) throws -> [StayDates] {
        try dates(of: ranges(of: nights))
    }

    /// Stay dates as day-number ranges.
    package static func ranges(of spans: [StayDates]) -> [Range<Int>] {
        spans.map { DayNumber.of($0.checkIn)..<DayNumber.of($0.checkOut) }
    }
}

/// Which asked-for nights a block adds, which were blocked before and which a booking holds, decided from the
/// stay's booked and blocked nights read in the blocking transaction.
package struct NightBlockingPlan: Sendable {
    /// Free nights to block now, in order.
    package let newlyBlocked: [Int]
    /// Nights blocked before, in order.
    package let alreadyBlocked: [Int]
    /// Nights a confirmed booking holds, in order; never blocked.
    package let collidingWithBookings: [Int]

    /// Sorts every night of `requested` by what holds it.
    package init(requested: [Range<Int>], booked: Set<Int>, blocked: Set<Int>) {
        var fresh: [Int] = []
        var already: [Int] = []
        var colliding: [Int] = []
        for night in Set(requested.joined()).sorted() {
            if booked.contains(night) {
                colliding.append(night)
            } else if blocked.contains(night) {
                already.append(night)
            } else {
                fresh.append(night)
            }
        }
        newlyBlocked = fresh
        alreadyBlocked = already
        collidingWithBookings = colliding
    }

    /// The smallest window holding every requested night, or nil when none was asked for.
    package static func window(of requested: [Range<Int>]) -> Range<Int>? {
        guard let low = requested.map(\.lowerBound).min(), let high = requested.map(\.upperBound).max() else {
            return nil
        }
        return low..<high
    }

    /// The plan as the domain's outcome.
    package func outcome() throws -> NightBlockingOutcome {
        NightBlockingOutcome(
            newlyBlocked: try NightSpans.dates(ofNights: newlyBlocked),
            alreadyBlocked: try NightSpans.dates(ofNights: alreadyBlocked),
            collidingWithBookings: try NightSpans.dates(ofNights: collidingWithBookings))
    }
}
