import StaysDomain

/// Days counted from 1970-01-01, so nights compare and subtract as integers in SQL and in memory.
package enum DayNumber {
    // MARK: - Converting

    /// The day's number (Howard Hinnant's days-from-civil), without Foundation's calendar.
    package static func of(_ day: CalendarDay) -> Int {
        let year = day.month <= 2 ? day.year - 1 : day.year
        let era = (year >= 0 ? year : year - 399) / 400
        let yearOfEra = year - era * 400
        let monthIndex = (day.month + 9) % 12
        let dayOfYear = (153 * monthIndex + 2) / 5 + day.day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The calendar day with this number (civil-from-days).
    package static func day(_ number: Int) throws -> CalendarDay {
        let shifted = number + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return try CalendarDay(year: year, month: month, day: day)
    }
}
