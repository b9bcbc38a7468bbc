import StaysDomain

// MARK: - Fixtures

extension Stay {
    /// A stay with test defaults: a whole two-bedroom loft in central Seoul for 4 guests at 120.00 a night plus
    /// 30.00 cleaning; prices are in minor units of `currency` (cents of US dollars unless said), as `Money` keeps
    /// them.
    public static func fixture(
        id: StayID = "stay:0000001", title: String = "Sunny loft by the river", nightlyCents: Int = 12_000,
        cleaningCents: Int = 3_000, maximumGuests: Int = 4, minimumNights: Int = 1, rating: Double? = 4.8,
        reviewCount: Int = 12, allowsPets: Bool = false,
        coordinate: Coordinate = .init(latitude: 37.57, longitude: 126.98), placeID: PlaceID = "test:city:Seoul",
        hostName: String = "Mina", amenities: [String] = ["wifi", "kitchen"],
        cancellationPolicy: CancellationPolicy = .flexible, propertyKind: PropertyKind = .loft,
        roomType: RoomType = .entirePlace, bedrooms: Int = 2, currency: String = "USD", isSynthetic: Bool = true
    ) -> Stay {
        Stay(
            id: id, title: title, propertyKind: propertyKind, roomType: roomType, maximumGuests: maximumGuests,
            bedrooms: bedrooms, beds: 2, bathrooms: 1.5,
            nightlyPrice: Money(minorUnits: nightlyCents, currency: currency),
            cleaningFee: Money(minorUnits: cleaningCents, currency: currency), minimumNights: minimumNights,
            rating: rating,
            reviewCount: reviewCount, amenities: amenities, allowsPets: allowsPets, coordinate: coordinate,
            placeID: placeID, hostName: hostName, cancellationPolicy: cancellationPolicy, isSynthetic: isSynthetic)
    }
}

extension StaySearchResult {
    /// A result priced for `nights` nights of the stay.
    public static func fixture(_ stay: Stay = .fixture(), nights: Int = 3, distance: Double? = 1.23)
        -> StaySearchResult
    {
        let total = stay.nightlyPrice.minorUnits * nights + stay.cleaningFee.minorUnits
        return StaySearchResult(
            stay: stay, totalPrice: Money(minorUnits: total, currency: stay.nightlyPrice.currency),
            distanceKilometres: distance)
    }

    /// A result free on `dates` and priced for them, or unpriced without dates (browsing).
    public static func fixture(_ stay: Stay, dates: StayDates?, distance: Double? = 1.23) -> StaySearchResult {
        let total = dates.map { stay.nightlyPrice.minorUnits * $0.nights + stay.cleaningFee.minorUnits }
        return StaySearchResult(
            stay: stay, totalPrice: total.map { Money(minorUnits: $0, currency: stay.nightlyPrice.currency) },
            dates: dates, distanceKilometres: distance)
    }
}
