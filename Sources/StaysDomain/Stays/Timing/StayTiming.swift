/// When a search's stays must be free: any time (browsing without dates), exactly some nights, or in the first free
/// window of several.
public enum StayTiming: Hashable, Sendable {
    /// No dates: every stay that fits, priced by the night, without an availability test.
    case anyTime
    /// These nights exactly.
    case nights(StayDates)
    /// Any of these windows; each stay is listed with its first free one.
    case flexible(FlexibleDates)

    // MARK: - Windows

    /// The windows a stay may be free in, in order of preference: one for exact nights, none for any time.
    public var windows: [StayDates] {
        switch self {
        case .anyTime: []
        case .nights(let dates): [dates]
        case .flexible(let flexible): flexible.windows
        }
    }

    /// The nights of every window (a search's windows share one length), nil for any time.
    public var nights: Int? {
        windows.first?.nights
    }

    /// Whether each stay may be free on other nights (a flexible search).
    public var isFlexible: Bool {
        if case .flexible = self { true } else { false }
    }

    /// The exact nights, when the timing is exact.
    public var exactDates: StayDates? {
        if case .nights(let dates) = self { dates } else { nil }
    }

    // MARK: - Checking

    /// The timing with only the windows bookable on `today`; throws the first window's refusal when none is.
    func bookable(today: CalendarDay) throws(StayQueryError) -> StayTiming {
        switch self {
        case .anyTime:
            return self
        case .nights(let dates):
            try dates.checkBookable(today: today)
            return self
        case .flexible(let flexible):
            var firstRefusal: StayQueryError?
            var kept: [StayDates] = []
            for window in flexible.windows {
                do {
                    try window.checkBookable(today: today)
                    kept.append(window)
                } catch {
                    firstRefusal = firstRefusal ?? error
                }
            }
            guard let shape = flexible.keeping(kept) else { throw firstRefusal ?? .checkInInThePast }
            return .flexible(shape)
        }
    }
}
