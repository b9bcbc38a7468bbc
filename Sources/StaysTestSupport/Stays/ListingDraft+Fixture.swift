import StaysDomain

extension ListingDraft {
    /// A draft with test defaults: a whole one-bedroom apartment in central Seoul for 2 guests at 90,000 won a
    /// night plus 20,000 won cleaning, two to thirty nights.
    public static func fixture(
        title: String = "Hanok room by the palace", nightlyWon: Int = 90_000, cleaningWon: Int = 20_000,
        maximumGuests: Int = 2, minimumNights: Int = 2, maximumNights: Int? = 30,
        coordinate: Coordinate = .init(latitude: 37.58, longitude: 126.98), placeID: PlaceID = "test:city:Seoul",
        amenities: [Amenity] = [.wifi, .kitchen], description: String = "Quiet, near the palace.",
        houseRules: String = "No parties."
    ) -> ListingDraft {
        ListingDraft(
            title: title, description: description, propertyKind: .apartment, roomType: .entirePlace,
            maximumGuests: maximumGuests, bedrooms: 1, beds: 1, bathrooms: 1, amenities: amenities,
            coordinate: coordinate, placeID: placeID, nightlyPrice: Money(minorUnits: nightlyWon, currency: "KRW"),
            cleaningFee: Money(minorUnits: cleaningWon, currency: "KRW"), minimumNights: minimumNights,
            maximumNights: maximumNights, cancellationPolicy: .moderate, houseRules: houseRules)
    }
}
