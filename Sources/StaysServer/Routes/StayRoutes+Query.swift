import StaysDomain
import StaysWire

extension StayRoutes {
    // MARK: - Parsing

    /// The IANA zone whose day is the earliest on Earth (UTC−12).
    static let earliestTimeZone = "Etc/GMT+12"

    /// The query the parameters describe, with the same rules and words as `stays search`: around `place`, or
    /// inside `bbox` (`WEST,SOUTH,EAST,NORTH`), never both; exact dates, flexible ones, or none to browse. A box spans
    /// time zones, so its dates are checked against the earliest today on Earth (no day that is still today
    /// somewhere is refused; a booking checks the stay's).
    func stayQuery(_ parameters: QueryString) async throws -> StayQuery {
        let request = StaySearchRequest(
            area: try area(parameters),
            timing: try parser.timing(
                checkIn: parameters.text("checkin"), checkOut: parameters.text("checkout"),
                spread: try parameters.optionalInteger("flexDays"), length: parameters.text("flexible"),
                months: try parser.list(parameters.text("months"), parameter: "months"), names: .query),
            guests: try parser.guests(
                adults: try parameters.integer("adults", default: 1),
                children: try parameters.integer("children", default: 0),
                infants: try parameters.integer("infants", default: 0), pets: try parameters.integer("pets", default: 0)
            ),
            price: try parser.price(
                minimum: try parameters.decimal("minPrice"), maximum: try parameters.decimal("maxPrice")),
            currency: try displayCurrency(parameters),
            filters: try filters(parameters),
            sort: try parser.sort(parameters.text("sort") ?? StaySort.recommended.rawValue),
            limit: try parser.pageSize(try parameters.integer("limit", default: 20)),
            cursor: try parser.cursor(parameters.text("cursor")))
        switch request.area {
        case .box(let box):
            return try request.query(in: .box(box), today: today.today(inTimeZone: Self.earliestTimeZone))
        case .place(let placeID, let radius):
            let place = try await place(placeID)
            return try request.query(
                in: .place(id: place.id, center: place.coordinate, radiusKilometres: radius),
                today: today.today(inTimeZone: place.timeZone))
        }
    }

    /// The display currency `currency` names (any case), nil when absent; `CurrencyError.unknownCurrency` (400
    /// `unknown-currency`) for a code the rates do not convert.
    func displayCurrency(_ parameters: QueryString) throws -> Currency? {
        try parameters.text("currency").map { try rates.displayCurrency($0) }
    }

    /// `place` (with `radius`, 10 km unless given) or `bbox`, exactly one of them.
    private func area(_ parameters: QueryString) throws -> StaySearchArea {
        switch (parameters.text("place"), parameters.text("bbox")) {
        case (let placeID?, nil):
            .place(placeID, radiusKilometres: try parser.radius(parameters.decimal("radius") ?? 10))
        case (nil, let box?): .box(try parser.searchBox(box, parameter: "bbox"))
        case (nil, nil): throw Problem.badRequest("place or bbox is required")
        case (_?, _?): throw Problem.badRequest("give place or bbox, not both")
        }
    }

    /// `types`, `kinds`, `amenities` (comma-separated codes), `bedrooms`, `beds` and `bathrooms` (minimums).
    private func filters(_ parameters: QueryString) throws -> StayFilters {
        try StayFilters(
            roomTypes: try codes(parameters, "types"), propertyKinds: try codes(parameters, "kinds"),
            minimumBedrooms: try parameters.integer("bedrooms", default: 0),
            minimumBeds: try parameters.integer("beds", default: 0),
            minimumBathrooms: try parameters.decimal("bathrooms") ?? 0, amenities: try codes(parameters, "amenities"))
    }

    /// The codes of the comma-separated parameter `name`.
    private func codes<Code: RawRepresentable & CaseIterable & Hashable>(_ parameters: QueryString, _ name: String)
        throws -> Set<Code> where Code.RawValue == String
    {
        try parser.codes(try parser.list(parameters.text(name), parameter: name), parameter: name)
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
