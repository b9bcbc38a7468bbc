import Hummingbird
import StaysDomain
import StaysWire

/// `/api/v1/stays…`: search, price histogram and one stay, over the stay protocols.
struct StayRoutes {
    /// Stay search and price histograms.
    let staySearcher: any StaySearching
    /// Stays by id.
    let stayLookup: any StayLookup
    /// The place a search is around.
    let placeLookup: any PlaceLookup
    /// Today where the place is, for checking dates.
    let today: any TodayProviding
    /// Each stay's taken nights; nil answers every stay's calendar as unknown.
    let calendar: (any StayCalendarLoading)?
    /// The display currencies (`?currency=`) and the rates a stay's prices are converted at.
    let rates: CurrencyRates
    /// Listings' photos, shown on a stay's page; nil shows none.
    var photos: ListingPhotos? = nil
    let parser = StayRequestParser(names: .query)
    private let writer = StaySearchJSONWriter()

    /// Registers the routes under `group`.
    func add(to group: RouterGroup<StaysRequestContext>) {
        group.get { request, _ in try await search(request) }
        group.get("histogram") { request, _ in try await histogram(request) }
        group.get(":id") { request, context in try await stay(request, context: context) }
        group.get(":id/calendar") { request, context in try await calendar(request, context: context) }
    }

    // MARK: - Handlers

    /// → `{"total", "stays", "nextCursor"}`, as `stays search --format json`.
    private func search(_ request: Request) async throws -> Response {
        let query = try await stayQuery(QueryString(request, for: .searchStays))
        let page = try await staySearcher.search(query)
        let listed = page.results.filter { !$0.stay.isSynthetic }.map(\.stay.id)
        let photos = listed.isEmpty ? [:] : try await self.photos?.photos(of: listed) ?? [:]
        return WireResponse.text(writer.json(StaySearchResponse(page: page, photos: photos)))
    }

    /// → `{"total", "min", "max", "average", "buckets"}`, as `stays histogram --format json`.
    private func histogram(_ request: Request) async throws -> Response {
        let parameters = try QueryString(request, for: .stayPriceHistogram)
        let buckets = try parameters.integer("buckets", default: 20)
        guard (1...200).contains(buckets) else {
            throw Problem.badRequest("buckets must be between 1 and 200, got \(buckets)")
        }
        let query = try await stayQuery(parameters)
        return try WireResponse.json(try await staySearcher.histogram(query, bucketCount: buckets))
    }

    /// `/{id}/calendar?from=&to=` → `{"stayId", "from", "to", "takenNights"}`: the nights no guest can book, from
    /// `from` (default today, at most the booking horizon away from it) up to `to` (default the horizon after
    /// `from`), at most that long; 404 for an unknown stay.
    private func calendar(_ request: Request, context: StaysRequestContext) async throws -> Response {
        let id = try parser.stayID(try context.pathIdentifier())
        let parameters = try QueryString(request, for: .stayCalendar)
        let today = self.today.today()
        let horizon = StayRules.bookingHorizonDays
        let from = try parameters.text("from").map { try parser.day($0, option: "from") } ?? today
        guard abs(today.days(to: from)) <= horizon else {
            throw Problem.badRequest("from must be within \(horizon) days of today, \(today.iso8601)")
        }
        let to = try parameters.text("to").map { try parser.day($0, option: "to") } ?? from.adding(days: horizon)
        guard from < to, from.days(to: to) <= horizon else {
            throw Problem.badRequest("to must come after from, at most \(horizon) days later")
        }
        guard let calendar else { throw StayQueryError.unknownStay(id) }
        let nights = try await calendar.takenNights(of: id, from: from, to: to)
        return try WireResponse.json(StayCalendarResponse(stayId: id, from: from, to: to, takenNights: nights))
    }

    /// `/{id}?currency=` → the whole stay, with its prices converted when `currency` is not the stay's, or 404.
    private func stay(_ request: Request, context: StaysRequestContext) async throws -> Response {
        let id = try parser.stayID(try context.pathIdentifier())
        let currency = try displayCurrency(QueryString(request, for: .stay))
        guard let stay = try await stayLookup.stay(withID: id) else { throw StayQueryError.unknownStay(id) }
        let converted = rates.converted(
            nightly: stay.nightlyPrice, cleaningFee: stay.cleaningFee, total: nil, to: currency)
        let photos = stay.isSynthetic ? [] : try await self.photos?.photos(of: [id])[id] ?? []
        return try WireResponse.json(StayDetailResponse(stay, converted: converted, photos: photos))
    }
}
