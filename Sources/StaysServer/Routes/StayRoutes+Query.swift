import StaysDomain
import StaysWire

extension StayRoutes {
    // MARK: - Parsing

    /// The IANA zone whose day is the earliest on Earth (UTC−12).
    static let earliestTimeZone = "Etc/GMT+12"

    /// The query the parameters describe, with the same rules and words as `stays search`: around `place`, or
    /// inside `bbox` (`WEST,SOUTH,EAST,NORTH`), never both. A box spans time zones, so its dates are checked against
    /// the earliest today on Earth (no day that is still today somewhere is refused; a booking checks the stay's).
    func stayQuery(_ parameters: QueryString) async throws -> StayQuery {
        let box = try parameters.text("bbox").map { try parser.box($0, parameter: "bbox") }
        let placeID = parameters.text("place")
        guard (box == nil) != (placeID == nil) else {
            throw Problem.badRequest(box == nil ? "place or bbox is required" : "give place or bbox, not both")
        }
        let request = StaySearchRequest(
            area: box.map(StaySearchArea.box) ?? .place(placeID ?? "", radiusKilometres: 0),
            dates: try parser.dates(
                checkIn: try parameters.required("checkin"), checkOut: try parameters.required("checkout")),
            guests: try parser.guests(
                adults: try parameters.integer("adults", default: 1),
                children: try parameters.integer("children", default: 0),
                infants: try parameters.integer("infants", default: 0), pets: try parameters.integer("pets", default: 0)
            ),
            price: try parser.price(
                minimum: try parameters.decimal("minPrice"), maximum: try parameters.decimal("maxPrice")),
            filters: try filters(parameters),
            sort: try parser.sort(parameters.text("sort") ?? StaySort.recommended.rawValue),
            limit: try parser.pageSize(try parameters.integer("limit", default: 20)),
            cursor: try parser.cursor(parameters.text("cursor")))
        if let box {
            return try request.query(in: .box(box), today: today.today(inTimeZone: Self.earliestTimeZone))
        }
        let radius = try parser.radius(try parameters.decimal("radius") ?? 10)
        let place = try await place(placeID ?? "")
        return try request.query(
            in: .place(id: place.id, center: place.coordinate, radiusKilometres: radius),
            today: today.today(inTimeZone: place.timeZone))
    }

    /// `types`, `kinds`, `amenities` (comma-separated codes), `bedrooms`, `beds` and `bathrooms` (minimums).
    private func filters(_ parameters: QueryString) throws -> StayFilters {
        try StayFilters(
            roomTypes: try parser.codes(
                try parser.list(parameters.text("types"), parameter: "types"), parameter: "types"),
            propertyKinds: try parser.codes(
                try parser.list(parameters.text("kinds"), parameter: "kinds"), parameter: "kinds"),
            minimumBedrooms: try parameters.integer("bedrooms", default: 0),
            minimumBeds: try parameters.integer("beds", default: 0),
            minimumBathrooms: try parameters.decimal("bathrooms") ?? 0,
            amenities: try parser.codes(
                try parser.list(parameters.text("amenities"), parameter: "amenities"), parameter: "amenities"))
    }

    /// The place with the id, or 404.
    private func place(_ placeID: String) async throws -> Place {
        guard placeID.utf8.count <= 100, let place = try await placeLookup.place(withID: PlaceID(placeID)) else {
            throw Problem.notFound("no place has the id \(placeID.prefix(100))")
                .standing(for: PlaceQueryError.unknownPlace(PlaceID(String(placeID.prefix(100)))))
        }
        return place
    }
}
