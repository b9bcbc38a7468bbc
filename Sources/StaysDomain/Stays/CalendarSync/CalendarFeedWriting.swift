import Foundation

/// Writes a stay's unavailable nights as a calendar feed other platforms read.
public protocol CalendarFeedWriting: Sendable {
    /// The feed of stay `id`'s nights, stamped with `stamp`.
    func calendar(of id: StayID, nights: UnavailableNights, stampedAt stamp: Date) -> String
}
