/// The limits every listing keeps, checked before any catalogue stores one.
extension ListingDraft {
    // MARK: - Limits

    /// Characters in a title.
    public static let titleLength = 1...100
    /// Characters in a description.
    public static let descriptionLength = 0...5_000
    /// Characters in the house rules.
    public static let houseRulesLength = 0...2_000
    /// Guests a listing may take.
    public static let guestRange = 1...16
    /// Bedrooms, beds and bathrooms.
    public static let roomRange = 0...50
    /// Nights of a booking's minimum and maximum.
    public static let nightRange = 1...1_125
    /// The largest nightly price or cleaning fee, in major units (a million of any currency).
    public static let largestPrice = 1_000_000

    // MARK: - Checking

    /// The draft with its texts trimmed and amenities de-duplicated, or the first field that breaks a limit.
    public func checked() throws(ListingDraftError) -> ListingDraft {
        var draft = self
        draft.title = try Self.text(title, field: "title", length: Self.titleLength, lines: false)
        draft.description = try Self.text(
            description, field: "description", length: Self.descriptionLength, lines: true)
        draft.houseRules = try Self.text(houseRules, field: "houseRules", length: Self.houseRulesLength, lines: true)
        try Self.require(Self.guestRange.contains(maximumGuests), "maximumGuests", "a whole number from 1 to 16")
        try Self.require(Self.roomRange.contains(bedrooms), "bedrooms", "a whole number from 0 to 50")
        try Self.require((1...50).contains(beds), "beds", "a whole number from 1 to 50")
        try Self.require(
            bathrooms.isFinite && (0...50).contains(bathrooms) && (bathrooms * 2).rounded() == bathrooms * 2,
            "bathrooms", "from 0 to 50 in halves")
        try Self.require(
            abs(coordinate.latitude) <= 90 && abs(coordinate.longitude) <= 180, "coordinate",
            "a latitude from -90 to 90 and a longitude from -180 to 180")
        try checkPrices()
        try Self.require(Self.nightRange.contains(minimumNights), "minimumNights", "a whole number from 1 to 1125")
        if let maximumNights {
            try Self.require(
                (minimumNights...Self.nightRange.upperBound).contains(maximumNights), "maximumNights",
                "at least the minimum nights and at most 1125")
        }
        var seen = Set<Amenity>()
        draft.amenities = amenities.filter { seen.insert($0).inserted }
        return draft
    }

    /// Both prices in one known currency, the nightly price above zero, neither above `largestPrice`.
    private func checkPrices() throws(ListingDraftError) {
        guard let currency = Currency(code: nightlyPrice.currency) else {
            throw ListingDraftError(field: "currency", requirement: "an ISO 4217 code such as EUR or KRW")
        }
        try Self.require(cleaningFee.currency == currency.code, "cleaningFee", "in the nightly price's currency")
        let largest = Self.largestPrice * Currency.minorUnitsPerMajor(of: currency.code)
        try Self.require((1...largest).contains(nightlyPrice.minorUnits), "nightlyPrice", "above 0 and at most 1000000")
        try Self.require((0...largest).contains(cleaningFee.minorUnits), "cleaningFee", "from 0 to 1000000")
    }

    /// `text` trimmed, within `length` characters and free of control characters (line breaks and tabs allowed
    /// where `lines`).
    private static func text(_ text: String, field: String, length: ClosedRange<Int>, lines: Bool)
        throws(ListingDraftError) -> String
    {
        let trimmed = text.trimmingWhitespace()
        let allowed: Set<Unicode.Scalar> = lines ? ["\n", "\t"] : []
        let clean = trimmed.unicodeScalars.allSatisfy { allowed.contains($0) || !Self.isControl($0) }
        let words = lines ? "" : " on one line"
        guard clean, length.contains(trimmed.count) else {
            throw ListingDraftError(
                field: field,
                requirement: "\(length.lowerBound)–\(length.upperBound) characters\(words) without control characters")
        }
        return trimmed
    }

    /// Whether the scalar steers how text shows rather than being text: C0 and C1 controls, line and paragraph
    /// separators, and the bidirectional overrides and isolates that could make a title read backwards.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || (0x2028...0x2029).contains(scalar.value)
            || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }

    /// Throws `ListingDraftError(field, requirement)` unless `condition`.
    private static func require(_ condition: Bool, _ field: String, _ requirement: String) throws(ListingDraftError) {
        guard condition else { throw ListingDraftError(field: field, requirement: requirement) }
    }
}
