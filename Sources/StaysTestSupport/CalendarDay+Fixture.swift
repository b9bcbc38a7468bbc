import StaysDomain

extension CalendarDay {
    /// A day from `YYYY-MM-DD` text; traps on bad text so a mistyped fixture fails the test at once.
    public static func fixture(_ text: String) -> CalendarDay {
        do {
            return try CalendarDay(iso8601: text)
        } catch {
            preconditionFailure("bad CalendarDay fixture \(text.debugDescription): \(error)")
        }
    }
}
