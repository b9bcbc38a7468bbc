import StaysDomain

/// `POST /api/v1/host/listings` and `PUT /api/v1/host/listings/{id}`: a listing as its host writes it, prices in
/// major units of `currency`; `HostListingItem.listing` is one, so a listing read can be sent back edited.
public struct ListingBody: Codable, Sendable, Equatable {
    /// The title.
    public var title: String
    /// What the place is like (default empty).
    public var description: String?
    /// `apartment`, `house`, `loft`, `cabin`, `cottage`, `villa`, `bungalow` or `guesthouse`.
    public var propertyKind: String
    /// `entire_place`, `private_room` or `shared_room`.
    public var roomType: String
    /// Most guests.
    public var maximumGuests: Int
    /// Bedrooms.
    public var bedrooms: Int
    /// Beds.
    public var beds: Int
    /// Bathrooms, in halves.
    public var bathrooms: Double
    /// Amenity codes such as `wifi` or `pets_allowed` (default none).
    public var amenities: [String]?
    /// The pin's latitude.
    public var latitude: Double
    /// The pin's longitude.
    public var longitude: Double
    /// The place from the place search it is listed under.
    public var placeId: String
    /// Price of one night, in major units.
    public var nightlyPrice: Double
    /// Charged once per stay, in major units (default 0).
    public var cleaningFee: Double?
    /// ISO 4217 code of both prices; absent for the currency where the place is.
    public var currency: String?
    /// Fewest nights a booking may have.
    public var minimumNights: Int
    /// Most nights a booking may have (default none).
    public var maximumNights: Int?
    /// `flexible`, `moderate` or `strict`.
    public var cancellationPolicy: String
    /// The host's house rules (default empty).
    public var houseRules: String?

    /// The body of a draft.
    public init(_ draft: ListingDraft) {
        title = draft.title
        description = draft.description
        propertyKind = draft.propertyKind.rawValue
        roomType = draft.roomType.rawValue
        maximumGuests = draft.maximumGuests
        bedrooms = draft.bedrooms
        beds = draft.beds
        bathrooms = draft.bathrooms
        amenities = draft.amenities.map(\.rawValue)
        latitude = draft.coordinate.latitude
        longitude = draft.coordinate.longitude
        placeId = draft.placeID.rawValue
        nightlyPrice = draft.nightlyPrice.amount
        cleaningFee = draft.cleaningFee.amount
        currency = draft.nightlyPrice.currency
        minimumNights = draft.minimumNights
        maximumNights = draft.maximumNights
        cancellationPolicy = draft.cancellationPolicy.rawValue
        houseRules = draft.houseRules
    }

    // MARK: - Reading

    /// The draft the body stands for, priced in `currency` or else `localCurrency` (not yet checked against the
    /// limits: `ListingDraft.checked()` does that), or the first field no draft can hold.
    public func draft(localCurrency: Currency? = nil) throws(ListingDraftError) -> ListingDraft {
        let code = currency?.uppercased() ?? localCurrency?.code ?? ""
        guard let currency = Currency(code: code) else {
            throw ListingDraftError(field: "currency", requirement: "an ISO 4217 code such as EUR or KRW")
        }
        return ListingDraft(
            title: title, description: description ?? "",
            propertyKind: try Self.member(propertyKind, field: "propertyKind"),
            roomType: try Self.member(roomType, field: "roomType"), maximumGuests: maximumGuests,
            bedrooms: bedrooms, beds: beds, bathrooms: bathrooms,
            amenities: try (amenities ?? []).map { code throws(ListingDraftError) in
                try Self.member(code, field: "amenities")
            },
            coordinate: Coordinate(latitude: latitude, longitude: longitude), placeID: PlaceID(placeId),
            nightlyPrice: try Self.money(nightlyPrice, currency, field: "nightlyPrice"),
            cleaningFee: try Self.money(cleaningFee ?? 0, currency, field: "cleaningFee"),
            minimumNights: minimumNights, maximumNights: maximumNights,
            cancellationPolicy: try Self.member(cancellationPolicy, field: "cancellationPolicy"),
            houseRules: houseRules ?? "")
    }

    /// The draft the body stands for, priced in the currency where its place is when the body names none (as the
    /// web page and `stays host create` leave it out).
    public func draft(pricedBy hosting: HostListings) async throws -> ListingDraft {
        guard currency == nil else { return try draft() }
        return try draft(localCurrency: try await hosting.localCurrency(of: PlaceID(placeId)))
    }

    /// The case of `Member` whose raw value is `text`.
    private static func member<Member: CaseIterable & RawRepresentable<String>>(_ text: String, field: String)
        throws(ListingDraftError) -> Member
    {
        guard let member = Member(rawValue: text) else {
            let names = Member.allCases.map(\.rawValue).joined(separator: ", ")
            throw ListingDraftError(field: field, requirement: "one of \(names)")
        }
        return member
    }

    /// `amount` major units of `currency`, refused when it is not a finite amount in whole minor units.
    private static func money(_ amount: Double, _ currency: Currency, field: String) throws(ListingDraftError)
        -> Money
    {
        let minor = amount * Double(currency.minorUnitsPerMajor)
        guard minor.isFinite, abs(minor) < 1e15, abs(minor - minor.rounded()) < 1e-6 else {
            throw ListingDraftError(
                field: field, requirement: "an amount with at most \(currency.minorDigits) decimals")
        }
        return Money(minorUnits: Int(minor.rounded()), currency: currency.code)
    }
}

/// A host's listing on the wire: the body's fields plus its id, whether guests can find it, and its reviews.
public struct HostListingItem: Codable, Sendable, Equatable {
    /// The stay's id.
    public let id: String
    /// Whether guests can find and book it.
    public let listed: Bool
    /// The name guests see.
    public let hostName: String
    /// Average rating, absent before the first review.
    public let rating: Double?
    /// Reviews.
    public let reviewCount: Int
    /// The listing as its host wrote it.
    public let listing: ListingBody
    /// Its photos in order.
    public let photos: [PhotoItem]

    /// The wire form of a listing with its photos.
    public init(_ listing: HostListing, photos: [PhotoID] = []) {
        id = listing.stay.id.rawValue
        listed = listing.isListed
        hostName = listing.stay.hostName
        rating = listing.stay.rating
        reviewCount = listing.stay.reviewCount
        self.listing = ListingBody(listing.draft)
        self.photos = photos.map(PhotoItem.init)
    }
}

/// `GET /api/v1/host/listings`: the signed-in host's listings, newest first.
public struct HostListingList: Codable, Sendable, Equatable {
    /// The listings.
    public let listings: [HostListingItem]

    /// The list, each listing with its photos in `photos`.
    public init(_ listings: [HostListing], photos: [StayID: [PhotoID]] = [:]) {
        self.listings = listings.map { HostListingItem($0, photos: photos[$0.stay.id] ?? []) }
    }
}

/// A listing photo on the wire: its id and where its two sizes are read.
public struct PhotoItem: Codable, Sendable, Equatable {
    /// The photo's id.
    public let id: String
    /// The card image's path, `/photos/<id>-card.jpg` (at most 720 pixels on its long side).
    public let card: String
    /// The page image's path, `/photos/<id>-page.jpg` (at most 1,600 pixels).
    public let page: String

    /// The wire form of photo `id`.
    public init(_ id: PhotoID) {
        self.id = id.rawValue
        card = "/photos/\(id.rawValue)-card.jpg"
        page = "/photos/\(id.rawValue)-page.jpg"
    }
}
