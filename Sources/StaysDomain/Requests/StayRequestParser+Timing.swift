extension StayRequestParser {
    /// How the timing parameters are called where they were typed, for messages.
    public struct TimingNames: Sendable {
        /// Days either side of exact dates.
        public let spread: String
        /// Weekend, week or month.
        public let length: String
        /// The months a length checks in during.
        public let months: String

        /// On the command line: `--flex-days`, `--flexible`, `--month`.
        public static let commandLine = TimingNames(spread: "--flex-days", length: "--flexible", months: "--month")
        /// In a URL: `flexDays`, `flexible`, `months`.
        public static let query = TimingNames(spread: "flexDays", length: "flexible", months: "months")
    }

    // MARK: - Timing

    /// When the stays must be free: exact nights (check-in and check-out, both or neither), give or take `spread`
    /// days around them, a `length` checking in during `months` (`YYYY-MM` each, instead of dates), or, with none of
    /// these, any time.
    public func timing(
        checkIn: String?, checkOut: String?, spread: Int?, length: String?, months: [String],
        names timingNames: TimingNames
    ) throws(StayRequestError) -> StayTiming {
        switch (checkIn, checkOut) {
        case (let checkIn?, let checkOut?):
            guard length == nil, months.isEmpty else {
                throw StayRequestError("give \(names.checkIn) and \(names.checkOut) or \(timingNames.length), not both")
            }
            let dates = try dates(checkIn: checkIn, checkOut: checkOut)
            guard let spread else { return .nights(dates) }
            let spreads = FlexibleDates.allowedSpreads
            guard spreads.contains(spread) else {
                throw StayRequestError(
                    "\(timingNames.spread) must be from \(spreads.lowerBound) to \(spreads.upperBound) days, got \(spread)"
                )
            }
            return .flexible(.around(dates, days: spread))
        case (nil, nil):
            guard spread == nil else {
                throw StayRequestError("\(timingNames.spread) needs \(names.checkIn) and \(names.checkOut)")
            }
            return try flexibleLength(length, months: months, names: timingNames)
        default:
            throw StayRequestError("give \(names.checkIn) and \(names.checkOut) together")
        }
    }

    /// A weekend, week or month checking in during `months`, or any time when neither is given.
    private func flexibleLength(_ length: String?, months: [String], names timingNames: TimingNames)
        throws(StayRequestError) -> StayTiming
    {
        guard let length else {
            guard months.isEmpty else { throw StayRequestError("\(timingNames.months) needs \(timingNames.length)") }
            return .anyTime
        }
        guard let chosen = FlexibleDates.Length(rawValue: length) else {
            let choices = FlexibleDates.Length.allCases.map(\.rawValue).joined(separator: ", ")
            throw StayRequestError(
                "\(timingNames.length) must be one of \(choices), got \(String(length.prefix(20)).debugDescription)")
        }
        guard (1...FlexibleDates.maximumMonths).contains(months.count) else {
            throw StayRequestError(
                "\(timingNames.length) needs 1 to \(FlexibleDates.maximumMonths) \(timingNames.months), got \(months.count)"
            )
        }
        var firsts: [CalendarDay] = []
        for month in months {
            do {
                firsts.append(try CalendarDay(iso8601: month + "-01"))
            } catch {
                throw StayRequestError(
                    "\(timingNames.months) must be YYYY-MM, got \(String(month.prefix(20)).debugDescription)")
            }
        }
        guard Set(firsts).count == firsts.count else {
            throw StayRequestError("\(timingNames.months) must name each month once, as YYYY-MM")
        }
        return .flexible(.lengths(chosen, inMonths: firsts))
    }

}
