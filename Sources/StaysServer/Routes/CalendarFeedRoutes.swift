import Foundation
import Hummingbird
import StaysDomain
import StaysWire

/// `/calendars/{token}.ics`: a listing's booked and blocked nights as iCalendar, for whoever holds its secret token
/// (another platform); any other token answers 404, the same as an unknown path.
struct CalendarFeedRoutes {
    /// The feeds; nil answers every token with 404.
    let feed: ListingCalendarFeed?
    /// Writes the feed.
    let writer: (any CalendarFeedWriting)?
    /// Stamps the feed.
    let now: @Sendable () -> Date

    /// Registers `GET /calendars/:token` on `router`.
    func add(to group: RouterGroup<StaysRequestContext>) {
        group.get(":token") { _, context in try await read(context) }
    }

    /// The feed as `text/calendar`, never cached by shared caches.
    private func read(_ context: StaysRequestContext) async throws -> Response {
        let file = try context.parameters.require("token")
        guard file.hasSuffix(".ics"), let feed, let writer,
            let found = try await feed.nights(forToken: String(file.dropLast(4)))
        else { throw Problem.notFound("no calendar has this address") }
        var headers = HTTPFields()
        headers[.contentType] = "text/calendar; charset=utf-8"
        headers[.cacheControl] = "private, no-store"
        let text = writer.calendar(of: found.id, nights: found.nights, stampedAt: now())
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }
}
