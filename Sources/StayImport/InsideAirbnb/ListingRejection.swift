/// A listings row that did not become a stay, and why.
public struct ListingRejection: Error, Hashable, Sendable {
    /// Why a row is left out.
    public enum Reason: String, Hashable, Sendable, CaseIterable, Comparable {
        case noID = "no numeric listing id"
        case repeatedID = "a listing id seen on an earlier line"
        case noPrice = "no price"
        case priceTooHigh = "a price or cleaning fee above 10,000,000"
        case badCoordinate = "no valid latitude and longitude"
        case noGuests = "no number of guests"
        case unknownRoomType = "a room type other than entire home, private, shared or hotel room"
        case tooLongMinimum = "a minimum stay beyond the longest Stays allows"
        case noPlace = "no place nearby in the place index"
        case noCurrency = "a country without a currency"

        /// Orders by the reason's text.
        public static func < (lhs: Reason, rhs: Reason) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The line the row starts on.
    public let line: Int
    /// Why it was left out.
    public let reason: Reason
}
