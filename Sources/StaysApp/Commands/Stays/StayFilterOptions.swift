import ArgumentParser
import StaysDomain

/// The search `stays search` and `stays histogram` share: where, when, who, budget, filters, order and page.
struct StayFilterOptions: ParsableArguments {
    @Option(help: "A place id (e.g. geonames:1835848) or a city or airport name.") var place: String?
    @Option(help: "Kilometres around the place (more than 0, at most 500).") var radius = 10.0
    @Option(help: "Instead of --place: a box WEST,SOUTH,EAST,NORTH in degrees (west > east crosses 180°).")
    var bbox: String?
    @OptionGroup var when: StayTimingOptions
    @OptionGroup var guests: GuestOptions
    @Option(help: "Lowest nightly price.") var minPrice: Double?
    @Option(help: "Highest nightly price.") var maxPrice: Double?
    @Option(help: "Also show prices in this currency (an ISO code such as KRW); the budget and histogram are in it.")
    var currency: String?
    @OptionGroup var rooms: StayRoomFilterOptions
    @Option(help: "recommended, price, rating or distance.") var sort = "recommended"
    @Option(help: "Stays per page (1–100).") var limit = 20
    @Option(help: "The nextCursor of the previous page.") var cursor: String?

    /// The request, or a usage error for any malformed or contradictory value.
    func request() throws -> StaySearchRequest {
        let parser = StayRequestParser()
        let timing = try when.timing()
        let guests = try guests.guests()
        let filters = try rooms.filters()
        return try parsed { () throws(StayRequestError) in
            let limit = try parser.pageSize(limit)
            return StaySearchRequest(
                area: try area(parser), timing: timing, guests: guests,
                price: try parser.price(minimum: minPrice, maximum: maxPrice), currency: try displayCurrency(),
                filters: filters,
                sort: try parser.sort(sort), limit: limit, cursor: try parser.cursor(cursor))
        }
    }

    /// `--currency` as an ISO 4217 code (any case); whether the rates convert it is checked when the search runs.
    private func displayCurrency() throws(StayRequestError) -> Currency? {
        guard let currency else { return nil }
        guard let found = Currency(typed: currency) else {
            throw StayRequestError("--currency must be an ISO 4217 code such as KRW, got \(currency.debugDescription)")
        }
        return found
    }

    private func area(_ parser: StayRequestParser) throws(StayRequestError) -> StaySearchArea {
        switch (place, bbox) {
        case (let place?, nil): .place(place, radiusKilometres: try parser.radius(radius))
        case (nil, let bbox?): .box(try parser.searchBox(bbox, parameter: "--bbox"))
        case (nil, nil): throw StayRequestError("--place or --bbox is required")
        case (_?, _?): throw StayRequestError("give --place or --bbox, not both")
        }
    }
}

/// `--checkin` and `--checkout` (both or neither: neither browses), `--flex-days N`, or `--flexible` with `--month`.
struct StayTimingOptions: ParsableArguments {
    @Option(help: "Check-in day, YYYY-MM-DD (leave both dates out to browse).") var checkin: String?
    @Option(help: "Check-out day, YYYY-MM-DD, after check-in.") var checkout: String?
    @Option(help: "Move the dates by up to 1 to 7 days either way (the apps offer 1, 2, 3 and 7).") var flexDays: Int?
    @Option(help: "Instead of dates: weekend, week or month, checking in during --month.") var flexible: String?
    @Option(name: .customLong("month"), help: "A month, YYYY-MM, for --flexible (repeat for several).")
    var months: [String] = []

    /// The timing, or a usage error.
    func timing() throws -> StayTiming {
        try parsed { () throws(StayRequestError) in
            try StayRequestParser().timing(
                checkIn: checkin, checkOut: checkout, spread: flexDays, length: flexible, months: months,
                names: .commandLine)
        }
    }
}

/// `--type`, `--kind`, `--bedrooms`, `--beds`, `--bathrooms` and `--amenity`: what a stay must be or have.
struct StayRoomFilterOptions: ParsableArguments {
    @Option(name: .customLong("type"), help: "entire_place, private_room or shared_room (repeat for several).")
    var types: [String] = []
    @Option(name: .customLong("kind"), help: "A property kind such as apartment or cabin (repeat for several).")
    var kinds: [String] = []
    @Option(help: "Fewest bedrooms (0–50).") var bedrooms = 0
    @Option(help: "Fewest beds (0–50).") var beds = 0
    @Option(help: "Fewest bathrooms, in halves (0–50).") var bathrooms = 0.0
    @Option(name: .customLong("amenity"), help: "An amenity every stay must have, e.g. wifi (repeat for several).")
    var amenities: [String] = []

    /// The filters, or a usage error naming the option.
    func filters() throws -> StayFilters {
        let parser = StayRequestParser()
        let (roomTypes, propertyKinds, required): (Set<RoomType>, Set<PropertyKind>, Set<Amenity>) = try parsed {
            () throws(StayRequestError) in
            (
                try parser.codes(types, parameter: "--type"), try parser.codes(kinds, parameter: "--kind"),
                try parser.codes(amenities, parameter: "--amenity")
            )
        }
        do {
            return try StayFilters(
                roomTypes: roomTypes, propertyKinds: propertyKinds, minimumBedrooms: bedrooms, minimumBeds: beds,
                minimumBathrooms: bathrooms, amenities: required)
        } catch {
            throw ValidationError("--\(error.description)")
        }
    }
}
