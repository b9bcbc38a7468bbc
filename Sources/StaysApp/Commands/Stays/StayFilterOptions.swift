import ArgumentParser
import StaysDomain

/// The filters `stays search` and `stays histogram` share.
struct StayFilterOptions: ParsableArguments {
    @Option(help: "A place id (e.g. geonames:1835848) or a city or airport name.") var place: String
    @Option(help: "Kilometres around the place (more than 0, at most 500).") var radius = 10.0
    @OptionGroup var dates: StayDateOptions
    @OptionGroup var guests: GuestOptions
    @Option(help: "Lowest nightly price.") var minPrice: Double?
    @Option(help: "Highest nightly price.") var maxPrice: Double?
    @Option(help: "recommended, price, rating or distance.") var sort = "recommended"
    @Option(help: "Stays per page (1–100).") var limit = 20
    @Option(help: "The nextCursor of the previous page.") var cursor: String?

    /// The request, or a usage error for any malformed or contradictory value.
    func request() throws -> StaySearchRequest {
        let parser = StayRequestParser()
        let dates = try dates.dates()
        let guests = try guests.guests()
        return try parsed { () throws(StayRequestError) in
            let limit = try parser.pageSize(limit)
            return StaySearchRequest(
                place: place, radiusKilometres: try parser.radius(radius), dates: dates, guests: guests,
                price: try parser.price(minimum: minPrice, maximum: maxPrice), sort: try parser.sort(sort),
                limit: limit, cursor: try parser.cursor(cursor))
        }
    }
}
