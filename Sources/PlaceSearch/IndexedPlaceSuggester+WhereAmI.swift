import StaysDomain

extension IndexedPlaceSuggester: TimeZonePlaceFinding, CountryPlaceListing {
    /// The most populous city in the IANA time zone, or nil when none is known (one lookup: the index keeps each
    /// zone's biggest city).
    public func mostPopulousPlace(inTimeZone identifier: String) async throws -> Place? {
        index.mostPopulousCityByTimeZone[identifier].map { index.place(at: $0) }
    }

    /// Up to `limit` cities of the country, most populous first.
    public func places(inCountry code: String, limit: Int) async throws -> [Place] {
        let wanted = code.uppercased()
        return index.cities { index.storage.placeCountryCodes.string($0) == wanted }
            .sorted { index.storage.placePopulations[$0] > index.storage.placePopulations[$1] }
            .prefix(max(0, limit))
            .map { index.place(at: $0) }
    }
}
