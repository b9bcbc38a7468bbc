import Foundation
import Hummingbird
import StaysDomain
import StaysWire

/// `/api/v1/host/listings`: a signed-in account lists places, edits, unlists and relists them, and blocks and frees
/// their nights; another host's listing answers 404 exactly as a listing that does not exist.
struct HostRoutes {
    /// The host's steps, each checked against the listing's owner; nil answers every route with 404.
    let hosting: HostListings?
    /// The listings' secret calendar feeds; nil answers their route with 404.
    let feed: ListingCalendarFeed?
    /// The listings' photos, shown with each listing; nil shows none.
    let photos: ListingPhotos?
    /// Today's date, which blocked nights and calendars are counted from.
    let today: any TodayProviding
    private let parser = StayRequestParser(names: .query)

    /// The routes over `hosting`, `feed` and `photos`.
    init(hosting: HostListings?, feed: ListingCalendarFeed?, photos: ListingPhotos?, today: any TodayProviding) {
        self.hosting = hosting
        self.feed = feed
        self.photos = photos
        self.today = today
    }

    /// Registers the routes under `group`, a signed-in group at `/api/v1/host/listings`.
    func add(to group: RouterGroup<AuthenticatedContext>) {
        group.get { _, context in try await list(context) }
        group.post { request, context in try await create(request, context) }
        group.get(":id") { _, context in try await read(context) }
        group.put(":id") { request, context in try await update(request, context) }
        group.post(":id/unlist") { _, context in try await setListed(false, context) }
        group.post(":id/relist") { _, context in try await setListed(true, context) }
        group.get(":id/calendar") { request, context in try await calendar(request, context) }
        group.post(":id/calendar/block") { request, context in try await block(request, context) }
        group.post(":id/calendar/unblock") { request, context in try await unblock(request, context) }
        group.post(":id/calendar/feed") { _, context in try await replaceFeed(context) }
        group.get(":id/reservations") { _, context in try await reservations(context) }
    }

    // MARK: - Listings

    /// → 200 with the host's listings, newest first.
    private func list(_ context: AuthenticatedContext) async throws -> Response {
        let hosting = try host()
        let listings = try await hosting.listings(host: context.guest)
        let photos = try await photos?.photos(of: listings.map(\.stay.id)) ?? [:]
        return try WireResponse.json(HostListingList(listings, photos: photos))
    }

    /// A listing body → 201 with the new listing.
    private func create(_ request: Request, _ context: AuthenticatedContext) async throws -> Response {
        let hosting = try host()
        let draft = try await draft(of: request)
        let listing = try await hosting.create(draft, host: context.guest)
        return try WireResponse.json(HostListingItem(listing), status: .created)
    }

    /// → 200 with the listing.
    private func read(_ context: AuthenticatedContext) async throws -> Response {
        let (hosting, id) = (try host(), try id(context))
        let listing = try await hosting.listing(id, host: context.guest)
        return try WireResponse.json(try await item(listing))
    }

    /// A listing body → 200 with the listing as edited.
    private func update(_ request: Request, _ context: AuthenticatedContext) async throws -> Response {
        let (hosting, id) = (try host(), try id(context))
        let draft = try await draft(of: request)
        let listing = try await hosting.update(id, with: draft, host: context.guest)
        return try WireResponse.json(try await item(listing))
    }

    /// Lists or unlists the listing → 200 with it.
    private func setListed(_ listed: Bool, _ context: AuthenticatedContext) async throws -> Response {
        let (hosting, id) = (try host(), try id(context))
        let listing = try await hosting.setListed(id, listed: listed, host: context.guest)
        return try WireResponse.json(try await item(listing))
    }

    // MARK: - Nights

    /// Spans → 200 with what blocking them did.
    private func block(_ request: Request, _ context: AuthenticatedContext) async throws -> Response {
        let (hosting, id) = (try host(), try id(context))
        let spans = try await spans(of: request)
        let outcome = try await hosting.block(spans, of: id, host: context.guest)
        return try WireResponse.json(NightBlockingResponse(outcome))
    }

    /// Spans → 200 with the nights freed.
    private func unblock(_ request: Request, _ context: AuthenticatedContext) async throws -> Response {
        let (hosting, id) = (try host(), try id(context))
        let spans = try await spans(of: request)
        let freed = try await hosting.unblock(spans, of: id, host: context.guest)
        return try WireResponse.json(NightUnblockingResponse(unblocked: freed))
    }

    /// → 200 with the listing's bookings that end after today, by check-in.
    private func reservations(_ context: AuthenticatedContext) async throws -> Response {
        let (hosting, id) = (try host(), try id(context))
        let found = try await hosting.reservations(of: id, from: today.today(), host: context.guest)
        return try WireResponse.json(HostReservationList(found))
    }

    /// → 201 with the path of a new secret feed of the listing's nights; the old feed stops working.
    private func replaceFeed(_ context: AuthenticatedContext) async throws -> Response {
        let id = try id(context)
        guard let feed else { throw Problem.notFound("this server has no calendar feeds") }
        let token = try await feed.replaceToken(of: id, host: context.guest)
        return try WireResponse.json(CalendarFeedResponse(token: token), status: .created)
    }

    /// `?from=&to=` → the booked and blocked nights from `from` (default today) up to `to` (default the booking
    /// horizon after it), at most the horizon long.
    private func calendar(_ request: Request, _ context: AuthenticatedContext) async throws -> Response {
        let (hosting, id) = (try host(), try id(context))
        let parameters = try QueryString(request, for: .hostCalendar)
        let horizon = StayRules.bookingHorizonDays
        let from = try parameters.text("from").map { try parser.day($0, option: "from") } ?? today.today()
        let to = try parameters.text("to").map { try parser.day($0, option: "to") } ?? from.adding(days: horizon)
        guard from < to, from.days(to: to) <= horizon else {
            throw Problem.badRequest("to must come after from, at most \(horizon) days later")
        }
        let nights = try await hosting.calendar(of: id, from: from, to: to, host: context.guest)
        return try WireResponse.json(HostCalendarResponse(nights))
    }

    // MARK: - Parsing

    /// The listing on the wire with its photos.
    private func item(_ listing: HostListing) async throws -> HostListingItem {
        let id = listing.stay.id
        return HostListingItem(listing, photos: try await photos?.photos(of: [id])[id] ?? [])
    }

    /// The host's steps, or 404 when this server has no listings of hosts.
    private func host() throws -> HostListings {
        guard let hosting else { throw Problem.notFound("this server does not take listings from hosts") }
        return hosting
    }

    /// The listing id in the path.
    private func id(_ context: AuthenticatedContext) throws -> StayID {
        try parser.stayID(try context.pathIdentifier())
    }

    /// The listing in the body, read into a draft (the limits are checked by `HostListings`).
    private func draft(of request: Request) async throws -> ListingDraft {
        let body = try await request.decodeWire(
            ListingBody.self,
            example: #"{"title": "…", "propertyKind": "apartment", "roomType": "entire_place", "maximumGuests": 2, …}"#)
        return try await body.draft(pricedBy: try host())
    }

    /// The spans in the body: 1–`NightSpansBody.maximumSpans` of them, each from yesterday (a host west of the
    /// server's clock may still be on it) up to the booking horizon.
    private func spans(of request: Request) async throws -> [StayDates] {
        let body = try await request.decodeWire(
            NightSpansBody.self, example: #"{"spans": [{"checkin": "YYYY-MM-DD", "checkout": "YYYY-MM-DD"}]}"#)
        guard (1...NightSpansBody.maximumSpans).contains(body.spans.count) else {
            throw Problem.badRequest("spans must hold 1 to \(NightSpansBody.maximumSpans) spans")
        }
        let (today, horizon) = (today.today(), StayRules.bookingHorizonDays)
        return try body.spans.map { span in
            let dates = try parser.dates(checkIn: span.checkin, checkOut: span.checkout)
            guard dates.checkIn >= today.adding(days: -1), today.days(to: dates.checkOut) <= horizon else {
                throw Problem.badRequest(
                    "nights must lie between yesterday, \(today.adding(days: -1).iso8601), and \(horizon) days after today"
                )
            }
            return dates
        }
    }
}
