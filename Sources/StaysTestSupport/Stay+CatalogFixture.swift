import StaysDomain

// MARK: - Fixtures

extension Stay {
    /// A stay with test defaults: an apartment in central Seoul for 4 guests at 100.00 a night plus 30.00 cleaning.
    public static func catalogFixture(
        id: StayID = "stay:0000001", nightlyCents: Int = 10_000, cleaningCents: Int = 3_000, maximumGuests: Int = 4,
        minimumNights: Int = 1, rating: Double? = 4.5, reviewCount: Int = 10, allowsPets: Bool = false,
        coordinate: Coordinate = .init(latitude: 37.566, longitude: 126.9784)
    ) -> Stay {
        Stay(
            id: id, title: "Test flat \(id)", propertyKind: .apartment, roomType: .entirePlace,
            maximumGuests: maximumGuests, bedrooms: 2, beds: 2, bathrooms: 1.5,
            nightlyPrice: Money(minorUnits: nightlyCents), cleaningFee: Money(minorUnits: cleaningCents),
            minimumNights: minimumNights, rating: rating, reviewCount: reviewCount, amenities: ["wifi", "kitchen"],
            allowsPets: allowsPets, coordinate: coordinate, placeID: "geonames:1835848", hostName: "Test host")
    }
}

extension StayDates {
    /// Dates from two `YYYY-MM-DD` texts; traps when check-out is not after check-in.
    public static func fixture(_ checkIn: String, _ checkOut: String) -> StayDates {
        do {
            return try StayDates(checkIn: .fixture(checkIn), checkOut: .fixture(checkOut))
        } catch {
            preconditionFailure("bad StayDates fixture \(checkIn)..\(checkOut): \(error)")
        }
    }
}

extension GuestCounts {
    /// Guest counts that trap when they break a rule.
    public static func fixture(adults: Int = 2, children: Int = 0, infants: Int = 0, pets: Int = 0) -> GuestCounts {
        do {
            return try GuestCounts(adults: adults, children: children, infants: infants, pets: pets)
        } catch {
            preconditionFailure("bad GuestCounts fixture: \(error)")
        }
    }
}
