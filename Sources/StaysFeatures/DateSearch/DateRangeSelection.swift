import StaysDomain

/// How far the user has got choosing a range of nights.
enum DateRangeSelection: Hashable, Sendable {
    /// Nothing chosen.
    case empty
    /// Check-in chosen, check-out not yet.
    case checkIn(CalendarDay)
    /// Both days chosen.
    case complete(StayDates)

    // MARK: - Choosing

    /// The selection after tapping `day`: a first tap or a tap on or before check-in (re)starts the range,
    /// a tap after check-in ends it, and a tap after a complete range starts a new one.
    func selecting(_ day: CalendarDay) -> DateRangeSelection {
        guard case .checkIn(let start) = self, let dates = try? StayDates(checkIn: start, checkOut: day) else {
            return .checkIn(day)
        }
        return .complete(dates)
    }

    // MARK: - Reading

    /// The check-in day, if chosen.
    var checkIn: CalendarDay? {
        switch self {
        case .empty: nil
        case .checkIn(let day): day
        case .complete(let dates): dates.checkIn
        }
    }

    /// The chosen stay, once check-out is chosen.
    var stayDates: StayDates? {
        guard case .complete(let dates) = self else { return nil }
        return dates
    }

    /// The part `day` plays in the range.
    func role(of day: CalendarDay) -> DayCell.SelectionRole {
        switch self {
        case .empty:
            .none
        case .checkIn(let start):
            day == start ? .checkIn : .none
        case .complete(let dates):
            if day == dates.checkIn {
                .checkIn
            } else if day == dates.checkOut {
                .checkOut
            } else {
                dates.contains(night: day) ? .insideRange : .none
            }
        }
    }
}
