import StaysDomain

/// Reads Inside Airbnb's `calendar.csv[.gz]` (`listing_id, date, available, …`): the nights a listing is not
/// available from today on become its blocked nights, joined into spans.
public struct InsideAirbnbCalendar: Sendable {
    /// The first night that counts; earlier rows are skipped.
    let today: CalendarDay

    /// Reads calendars from `today` on.
    public init(today: CalendarDay) {
        self.today = today
    }

    // MARK: - Reading

    /// The batch with each listing's unavailable nights as blocked nights, and what was skipped; throws
    /// `ListingImportError` for a file that is not a readable calendar.
    public func blocking(_ batch: ListingImportBatch, calendar bytes: [UInt8], file: String) throws(ListingImportError)
        -> CalendarImport
    {
        let chunks = try FileChunks(bytes, file: file, maximumBytes: InsideAirbnbImporter.maximumBytes)
        var reader = CSVRecordReader(source: chunks, file: file)
        guard let header = try reader.next()?.fields else { throw .empty(file: file) }
        func column(_ name: String) throws(ListingImportError) -> Int {
            guard let index = header.firstIndex(of: name) else { throw .missingColumn(file: file, column: name) }
            return index
        }
        let (listing, date, available) = (try column("listing_id"), try column("date"), try column("available"))
        let known = Set(batch.stays.map(\.stay.id.rawValue))
        var nights: [String: [CalendarDay]] = [:]
        var days = CalendarDayMemo()
        var result = CalendarImport(batch: batch)
        while let record = try reader.next() {
            let fields = record.fields
            guard fields.count == header.count else {
                if fields == [""] { continue }
                throw .fieldCount(file: file, line: record.line, expected: header.count, found: fields.count)
            }
            guard fields[available] == "f" else { continue }
            let id = "stay:airbnb-" + fields[listing]
            guard known.contains(id), let night = days.day(fields[date]), night >= today else {
                result.skippedRows += 1
                continue
            }
            nights[id, default: []].append(night)
        }
        var (blockedNights, blockedListings) = (0, 0)
        result.batch.stays = batch.stays.map { seeded in
            let listed = nights.removeValue(forKey: seeded.stay.id.rawValue) ?? []
            let (spans, count) = Self.spans(of: listed, days: &days)
            blockedNights += count
            blockedListings += spans.isEmpty ? 0 : 1
            return SeededStay(stay: seeded.stay, blockedNights: spans, reservations: seeded.reservations)
        }
        (result.blockedNights, result.blockedListings) = (blockedNights, blockedListings)
        return result
    }

    /// Consecutive nights (in any order, repeats allowed) joined into half-open spans, in order, and how many
    /// different nights they hold.
    static func spans(of nights: [CalendarDay], days: inout CalendarDayMemo) -> (spans: [StayDates], nights: Int) {
        var runs: [(checkIn: CalendarDay, checkOut: CalendarDay)] = []
        var count = 0
        for night in nights.sorted() {
            if let last = runs.last, night < last.checkOut { continue }
            count += 1
            let next = days.day(after: night)
            if let last = runs.last, last.checkOut == night {
                runs[runs.count - 1].checkOut = next
            } else {
                runs.append((night, next))
            }
        }
        return (runs.compactMap { try? StayDates(checkIn: $0.checkIn, checkOut: $0.checkOut) }, count)
    }
}

/// A listings batch with its calendar applied, and what the calendar held.
public struct CalendarImport: Sendable {
    /// The stays, each with its blocked nights.
    public var batch: ListingImportBatch
    /// Nights blocked over all listings.
    public var blockedNights = 0
    /// Listings with at least one blocked night.
    public var blockedListings = 0
    /// Unavailable nights skipped: before today, unreadable, or of a listing the batch does not hold.
    public var skippedRows = 0
}
