/// The rules every front end applies the same way (the terminal through the feature layer, the web app through
/// `GET /api/v1/rules`): how long and how far ahead a stay may be, how many guests come, how many suggestions a list
/// shows, and where recommendations start when nothing tells where the person is.
public struct StayRules: Hashable, Sendable {
    // MARK: - Fixed rules

    /// The longest stay, in nights.
    public static let maximumNights = 365
    /// How many days after today a check-out may be (two years and a day, so a stay can start two years ahead).
    public static let bookingHorizonDays = 731
    /// How many places a suggestion or recommendation list shows.
    public static let suggestionCount = 10
    /// Where recommendations start when neither a given point nor the time zone names a place: New York, the most
    /// populous city of the most visited country's time zones, chosen once for every front end.
    public static let fallbackStart = StartingPoint(
        name: "New York", coordinate: Coordinate(latitude: 40.7128, longitude: -74.006))

    // MARK: - Rules of one catalogue

    /// The most guests (adults and children) any stay of the catalogue takes; no front end offers more.
    public let maximumGuests: Int

    /// The rules for a catalogue whose largest stay takes `largestOccupancy` guests, clamped to 1…16 (the most a
    /// search accepts, `GuestCounts.maximumOccupancy`); an empty catalogue keeps that limit.
    public init(largestOccupancy: Int? = nil) {
        let largest = largestOccupancy.flatMap { $0 > 0 ? $0 : nil } ?? GuestCounts.maximumOccupancy
        maximumGuests = min(largest, GuestCounts.maximumOccupancy)
    }
}

/// A named point recommendations start from.
public struct StartingPoint: Hashable, Sendable, Codable {
    /// The name shown, e.g. "New York".
    public let name: String
    /// Where it is.
    public let coordinate: Coordinate

    /// Creates a starting point.
    public init(name: String, coordinate: Coordinate) {
        self.name = name
        self.coordinate = coordinate
    }
}
