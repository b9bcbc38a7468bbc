import StaysDomain

// MARK: - Fixtures

extension Stay {
    /// A stay with test defaults; prices are in whole major units for readable tests.
    public static func fixture(
        id: StayID = "stay:0000001", title: String = "Sunny loft by the river", nightly: Int = 120,
        cleaning: Int = 30, maximumGuests: Int = 4, minimumNights: Int = 1, rating: Double? = 4.8,
        reviewCount: Int = 12, allowsPets: Bool = false,
        coordinate: Coordinate = .init(latitude: 37.57, longitude: 126.98), placeID: PlaceID = "test:city:Seoul"
    ) -> Stay {
        Stay(
            id: id, title: title, propertyKind: .loft, roomType: .entirePlace, maximumGuests: maximumGuests,
            bedrooms: 2, beds: 2, bathrooms: 1.5, nightlyPrice: Money(minorUnits: nightly * 100),
            cleaningFee: Money(minorUnits: cleaning * 100), minimumNights: minimumNights, rating: rating,
            reviewCount: reviewCount, amenities: ["wifi", "kitchen"], allowsPets: allowsPets, coordinate: coordinate,
            placeID: placeID, hostName: "Mina")
    }
}

extension StaySearchResult {
    /// A result priced for `nights` nights of the stay.
    public static func fixture(_ stay: Stay = .fixture(), nights: Int = 3, distance: Double? = 1.23) -> StaySearchResult {
        let total = stay.nightlyPrice.minorUnits * nights + stay.cleaningFee.minorUnits
        return StaySearchResult(stay: stay, totalPrice: Money(minorUnits: total), distanceKilometres: distance)
    }
}
