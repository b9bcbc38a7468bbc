/// The nights of a stay as a half-open range: the night of `checkIn` up to, not including, `checkOut`.
public struct StayDates: Hashable, Sendable, Codable {
    /// The day the guest arrives; its night is the first night of the stay.
    public let checkIn: CalendarDay
    /// The day the guest leaves; its night is not part of the stay.
    public let checkOut: CalendarDay

    /// Creates a stay, throwing unless `checkOut` comes after `checkIn`.
    public init(checkIn: CalendarDay, checkOut: CalendarDay) throws(StayDatesError) {
        guard checkIn < checkOut else { throw .checkOutNotAfterCheckIn(checkIn: checkIn, checkOut: checkOut) }
        self.checkIn = checkIn
        self.checkOut = checkOut
    }

    // MARK: - Nights

    /// How many nights the stay lasts; always at least 1.
    public var nights: Int {
        checkIn.days(to: checkOut)
    }

    /// Whether the guest sleeps the night that starts on `night`.
    public func contains(night: CalendarDay) -> Bool {
        checkIn <= night && night < checkOut
    }

    /// Whether the two stays share at least one night; a stay ending the day another begins does not overlap it.
    public func overlaps(_ other: StayDates) -> Bool {
        checkIn < other.checkOut && other.checkIn < checkOut
    }

    // MARK: - Booking window

    /// Throws unless the stay can be searched or booked on `today`: check-in not in the past, check-out at most
    /// 731 days ahead, at most 365 nights.
    public func checkBookable(today: CalendarDay) throws(StayQueryError) {
        guard checkIn >= today else { throw .checkInInThePast }
        guard today.days(to: checkOut) <= 731 else { throw .datesTooFarAhead }
        guard nights <= 365 else { throw .stayTooLong }
    }

    // MARK: - Codable

    private enum CodingKeys: String, CodingKey {
        case checkIn
        case checkOut
    }

    /// Decodes `{"checkIn": "YYYY-MM-DD", "checkOut": "YYYY-MM-DD"}`, rejecting a check-out not after check-in.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let checkIn = try container.decode(CalendarDay.self, forKey: .checkIn)
        let checkOut = try container.decode(CalendarDay.self, forKey: .checkOut)
        do {
            try self.init(checkIn: checkIn, checkOut: checkOut)
        } catch {
            throw DecodingError.dataCorruptedError(
                forKey: .checkOut, in: container, debugDescription: error.description)
        }
    }
}
