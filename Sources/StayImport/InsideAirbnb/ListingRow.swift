import StaysDomain

/// One listings row read into values, before its place and currency are known.
struct ListingRow: Sendable {
    let line: Int
    let id: String
    let title: String
    let hostName: String
    let coordinate: Coordinate
    let roomType: RoomType
    let propertyKind: PropertyKind
    let guests: Int
    let bedrooms: Int
    let beds: Int
    let bathrooms: Double
    let nightly: Double
    let cleaning: Double
    let minimumNights: Int
    let rating: Double?
    let reviewCount: Int
    let amenities: [Amenity]

    // MARK: - Reading

    /// The row's values, or why it cannot be a stay.
    static func read(_ fields: [String], line: Int, columns: ListingColumns) -> Result<ListingRow, ListingRejection> {
        func value(_ column: String) -> String? { columns.value(column, in: fields) }
        func rejected(_ reason: ListingRejection.Reason) -> Result<ListingRow, ListingRejection> {
            .failure(ListingRejection(line: line, reason: reason))
        }
        guard let id = value("id"), (1...30).contains(id.count), id.allSatisfy(\.isASCII), id.allSatisfy(\.isNumber)
        else { return rejected(.noID) }
        guard let nightly = ListingFieldParsers.price(value("price")) else { return rejected(.noPrice) }
        let cleaning = ListingFieldParsers.price(value("cleaning_fee")) ?? 0
        guard max(nightly, cleaning) <= ListingFieldParsers.highestPrice else { return rejected(.priceTooHigh) }
        guard let latitude = value("latitude").flatMap(Double.init),
            let longitude = value("longitude").flatMap(Double.init),
            let coordinate = try? Coordinate.validated(latitude: latitude, longitude: longitude)
        else { return rejected(.badCoordinate) }
        guard let guests = ListingFieldParsers.integer(value("accommodates"), in: 1...100) else {
            return rejected(.noGuests)
        }
        guard let roomType = value("room_type").flatMap(ListingKinds.roomType) else {
            return rejected(.unknownRoomType)
        }
        let minimum = ListingFieldParsers.integer(value("minimum_nights"), in: 1...Int.max) ?? 1
        guard minimum <= StayRules.maximumNights else { return rejected(.tooLongMinimum) }
        let bedrooms = ListingFieldParsers.integer(value("bedrooms"), in: 0...50) ?? (roomType == .entirePlace ? 1 : 0)
        let amenities = ListingFieldParsers.amenities(value("amenities"))
        return .success(
            ListingRow(
                line: line, id: id, title: ListingFieldParsers.cleaned(value("name") ?? "Listing \(id)"),
                hostName: ListingFieldParsers.cleaned(value("host_name") ?? "", limit: 60),
                coordinate: coordinate, roomType: roomType,
                propertyKind: ListingKinds.propertyKind(value("property_type")),
                guests: guests, bedrooms: bedrooms,
                beds: ListingFieldParsers.integer(value("beds"), in: 0...100) ?? max(1, bedrooms),
                bathrooms: ListingFieldParsers.bathrooms(value("bathrooms_text") ?? value("bathrooms")) ?? 1,
                nightly: nightly, cleaning: cleaning,
                minimumNights: minimum, rating: ListingFieldParsers.rating(value("review_scores_rating")),
                reviewCount: ListingFieldParsers.integer(value("number_of_reviews"), in: 0...Int.max) ?? 0,
                amenities: amenities))
    }
}
