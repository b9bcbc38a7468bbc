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
        var result = CalendarImport(batch: batch)
        while let record = try reader.next() {
            let fields = record.fields
            guard fields.count == header.count else {
                if fields == [""] { continue }
                throw .fieldCount(file: file, line: record.line, expected: header.count, found: fields.count)
            }
            guard fields[available] == "f" else { continue }
            let id = "stay:airbnb-" + fields[listing]
            guard known.contains(id), let night = try? CalendarDay(iso8601: fields[date]), night >= today else {
                result.skippedRows += 1
                continue
            }
            nights[id, default: []].append(night)
        }
        var (blockedNights, blockedListings) = (0, 0)
        result.batch.stays = batch.stays.map { seeded in
            let spans = Self.spans(of: nights.removeValue(forKey: seeded.stay.id.rawValue) ?? [])
            blockedNights += spans.reduce(0) { $0 + $1.nights }
            blockedListings += spans.isEmpty ? 0 : 1
            return SeededStay(stay: seeded.stay, blockedNights: spans, reservations: seeded.reservations)
        }
        (result.blockedNights, result.blockedListings) = (blockedNights, blockedListings)
        return result
    }

    /// Consecutive nights (in any order, repeats allowed) joined into half-open spans, in order.
    static func spans(of nights: [CalendarDay]) -> [StayDates] {
        var spans: [StayDates] = []
        for night in nights.sorted() {
            if let last = spans.last, last.checkOut > night { continue }
            if let last = spans.last, last.checkOut == night {
                spans[spans.count - 1] =
                    (try? StayDates(checkIn: last.checkIn, checkOut: night.adding(days: 1))) ?? last
            } else if let span = try? StayDates(checkIn: night, checkOut: night.adding(days: 1)) {
                spans.append(span)
            }
        }
        return spans
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
