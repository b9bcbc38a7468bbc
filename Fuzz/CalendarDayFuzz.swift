/// libFuzzer entry: `CalendarDay(iso8601:)`, `StayDates` and the booking-window check. An accepted day must write
/// back as the same text and survive day arithmetic.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCalendarDay(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = FuzzInput(data, size)
    guard let day = try? CalendarDay(iso8601: input.text(0)) else { return 0 }
    require(day.iso8601 == input.text(0), "\(input.text(0).debugDescription) read back as \(day.iso8601)")
    if let other = try? CalendarDay(iso8601: input.text(1)), let dates = try? StayDates(checkIn: day, checkOut: other) {
        _ = try? dates.checkBookable(today: day)
        _ = try? dates.checkBookable(today: other)
    }
    return 0
}
