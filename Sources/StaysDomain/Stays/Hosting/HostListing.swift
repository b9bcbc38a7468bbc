/// A listing as its host sees it: the stay guests find, what only the listing page shows, and whether it is listed.
public struct HostListing: Hashable, Sendable {
    /// The stay guests search, see and book.
    public let stay: Stay
    /// What the place is like, in the host's words.
    public let description: String
    /// The host's house rules.
    public let houseRules: String
    /// Most nights a booking may have; nil for no limit.
    public let maximumNights: Int?
    /// Whether guests can find and book it; an unlisted stay keeps its bookings.
    public let isListed: Bool

    /// Creates a listing.
    public init(stay: Stay, description: String, houseRules: String, maximumNights: Int?, isListed: Bool) {
        self.stay = stay
        self.description = description
        self.houseRules = houseRules
        self.maximumNights = maximumNights
        self.isListed = isListed
    }

    /// The listing as a draft, to edit.
    public var draft: ListingDraft {
        ListingDraft(
            title: stay.title, description: description, propertyKind: stay.propertyKind, roomType: stay.roomType,
            maximumGuests: stay.maximumGuests, bedrooms: stay.bedrooms, beds: stay.beds, bathrooms: stay.bathrooms,
            amenities: stay.amenities.compactMap(Amenity.init(listedName:)), coordinate: stay.coordinate,
            placeID: stay.placeID, nightlyPrice: stay.nightlyPrice, cleaningFee: stay.cleaningFee,
            minimumNights: stay.minimumNights, maximumNights: maximumNights,
            cancellationPolicy: stay.cancellationPolicy, houseRules: houseRules)
    }
}
