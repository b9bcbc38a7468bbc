/// Tells which day it is where a stay is (its place's time zone), so every server refuses the same dates whatever
/// its own clock's zone.
public struct StayToday: Sendable {
    private let stays: any StayLookup
    private let places: any PlaceLookup
    private let today: any TodayProviding

    /// Reads the stay's place from `stays` and `places`, and the day from `today`.
    public init(stays: any StayLookup, places: any PlaceLookup, today: any TodayProviding) {
        self.stays = stays
        self.places = places
        self.today = today
    }

    /// Today where the stay is, or in the provider's own zone when the stay or its place is unknown (a booking of
    /// it then fails on the stay anyway).
    public func at(_ stayID: StayID) async throws -> CalendarDay {
        guard let stay = try await stays.stay(withID: stayID),
            let place = try await places.place(withID: stay.placeID)
        else { return today.today() }
        return today.today(inTimeZone: place.timeZone)
    }
}
