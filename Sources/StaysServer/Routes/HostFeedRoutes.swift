import Foundation
import Hummingbird
import StaysDomain
import StaysWire

/// `/api/v1/host/listings/{id}/feeds`: the other platforms' calendars that block a listing's nights, added, read
/// again and removed by the listing's host only.
struct HostFeedRoutes {
    /// The imports; nil answers every route with 404.
    let imports: CalendarFeedImports?
    private let parser = StayRequestParser(names: .query)

    /// Registers the routes under `group`, the signed-in group at `/api/v1/host/listings`.
    func add(to group: RouterGroup<AuthenticatedContext>) {
        group.get(":id/feeds") { _, context in try await list(context) }
        group.post(":id/feeds") { request, context in try await add(request, context) }
        group.post(":id/feeds/:feed/refresh") { _, context in try await refresh(context) }
        group.delete(":id/feeds/:feed") { _, context in try await remove(context) }
    }

    // MARK: - Handlers

    /// → 200 with the listing's feeds, oldest first.
    private func list(_ context: AuthenticatedContext) async throws -> Response {
        let (imports, id) = (try feeds(), try listingID(context))
        let found = try await imports.feeds(of: id, host: context.guest)
        return try WireResponse.json(FeedList(found))
    }

    /// `{"url"}` → 201 with the feed, read once already (a failure to read it is in its outcome).
    private func add(_ request: Request, _ context: AuthenticatedContext) async throws -> Response {
        let (imports, id) = (try feeds(), try listingID(context))
        let body = try await request.decodeWire(FeedBody.self, example: #"{"url": "https://…/calendar.ics"}"#)
        let feed = try await imports.add(body.url, to: id, host: context.guest)
        return try WireResponse.json(FeedItem(feed), status: .created)
    }

    /// → 200 with the feed as read now.
    private func refresh(_ context: AuthenticatedContext) async throws -> Response {
        let (imports, id, feedID) = (try feeds(), try listingID(context), try feedID(context))
        let feed = try await imports.refresh(feedID, of: id, host: context.guest)
        return try WireResponse.json(FeedItem(feed))
    }

    /// → 204; the nights the feed blocked stay blocked.
    private func remove(_ context: AuthenticatedContext) async throws -> Response {
        let (imports, id, feedID) = (try feeds(), try listingID(context), try feedID(context))
        try await imports.remove(feedID, of: id, host: context.guest)
        return Response(status: .noContent)
    }

    // MARK: - Parsing

    private func feeds() throws -> CalendarFeedImports {
        guard let imports else { throw Problem.notFound("this server does not import calendars") }
        return imports
    }

    private func listingID(_ context: AuthenticatedContext) throws -> StayID {
        try parser.stayID(try context.pathIdentifier())
    }

    /// The feed number in the path; 404 for anything else.
    private func feedID(_ context: AuthenticatedContext) throws -> Int64 {
        guard let number = context.parameters.get("feed").flatMap(Int64.init), number > 0 else {
            throw Problem.notFound("no feed has this number")
        }
        return number
    }
}
