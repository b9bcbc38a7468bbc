import StaysDomain

/// A stay's own calendar as `GET /api/v1/stays/{id}/calendar` sends it.
public struct StayCalendarResponse: Codable, Sendable, Equatable {
    /// The stay.
    public let stayId: StayID
    /// The first night covered.
    public let from: CalendarDay
    /// The day after the last night covered.
    public let to: CalendarDay
    /// The nights no guest can book (booked or blocked), in order.
    public let takenNights: [CalendarDay]

    /// Creates the answer.
    public init(stayId: StayID, from: CalendarDay, to: CalendarDay, takenNights: [CalendarDay]) {
        self.stayId = stayId
        self.from = from
        self.to = to
        self.takenNights = takenNights
    }
}
