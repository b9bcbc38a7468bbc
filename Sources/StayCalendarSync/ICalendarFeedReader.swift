import Foundation
import StaysDomain

/// Reads an imported feed's bytes with `ICalendarReader`: the nights of its events and how many it skipped.
public struct ICalendarFeedReader: CalendarFeedReading {
    private let reader: ICalendarReader

    /// A feed reader over `reader`'s limits.
    public init(reader: ICalendarReader = ICalendarReader()) {
        self.reader = reader
    }

    /// The events' spans and the count of rejected events; throws `ICalendarError` for a file that is no calendar.
    public func nights(in bytes: [UInt8]) throws -> (spans: [StayDates], rejected: Int) {
        let contents = try reader.read(Data(bytes))
        return (contents.events.map(\.nights), contents.rejected.count)
    }
}
