import Foundation
import StayCatalog
import StaysDomain

// A one-shot booking for the cross-process tests: `StayReserveOnce DATABASE STAY-ID CHECK-IN CHECK-OUT GUEST`.
// It writes one line and exits 0 when booked, 3 when the nights were taken, 1 for any other failure.

// MARK: - Booking

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 5 else {
    FileHandle.standardError.write(Data("usage: StayReserveOnce DATABASE STAY-ID CHECK-IN CHECK-OUT GUEST\n".utf8))
    exit(1)
}
let fields = Array(arguments)
do {
    let catalog = try SQLiteStayCatalog(path: fields[0])
    let dates = try StayDates(checkIn: CalendarDay(iso8601: fields[2]), checkOut: CalendarDay(iso8601: fields[3]))
    let booking = try await catalog.reserve(
        StayID(fields[1]), dates: dates, guestName: fields[4],
        guests: GuestCounts(adults: 1, children: 0, infants: 0, pets: 0))
    FileHandle.standardOutput.write(Data("booked \(booking.id)\n".utf8))
    exit(0)
} catch StayQueryError.notAvailable {
    FileHandle.standardOutput.write(Data("not available\n".utf8))
    exit(3)
} catch {
    FileHandle.standardError.write(Data("failed: \(error)\n".utf8))
    exit(1)
}
