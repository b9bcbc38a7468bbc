import StaysDomain

/// Writes `StaySearchResponse` by hand, byte for byte what `WireJSON.encoder()` writes (a test holds the two
/// together): the server's stay-search answer without `JSONEncoder`'s reflection and key sorting.
public struct StaySearchJSONWriter: Sendable {
    /// Creates a writer.
    public init() {}

    /// `{"nextCursor":…,"stays":[…],"total":…}`.
    public func json(_ response: StaySearchResponse) -> String {
        var out = JSONTextBuffer(capacity: 256 + response.stays.count * 640)
        out.raw("{")
        out.key("nextCursor", first: true)
        out.string(orNull: response.nextCursor)
        out.key("stays")
        out.raw("[")
        for (position, item) in response.stays.enumerated() {
            if position > 0 { out.raw(",") }
            write(item, to: &out)
        }
        out.raw("]")
        out.key("total")
        out.integer(response.total)
        out.raw("}")
        return out.text
    }

    // MARK: - Parts

    /// One list item, its keys in sorted order.
    private func write(_ item: StayListItem, to out: inout JSONTextBuffer) {
        out.raw("{")
        out.key("allowsPets", first: true)
        out.bool(item.allowsPets)
        out.key("amenities")
        out.raw("[")
        for (position, amenity) in item.amenities.enumerated() {
            if position > 0 { out.raw(",") }
            out.string(amenity)
        }
        out.raw("]")
        out.key("bathrooms")
        out.double(item.bathrooms)
        out.key("bedrooms")
        out.integer(item.bedrooms)
        out.key("beds")
        out.integer(item.beds)
        out.key("cancellationPolicy")
        out.string(item.cancellationPolicy.rawValue)
        out.key("checkin")
        out.string(orNull: item.checkin?.iso8601)
        out.key("checkout")
        out.string(orNull: item.checkout?.iso8601)
        out.key("cleaningFee")
        out.double(item.cleaningFee)
        out.key("coordinate")
        out.raw("{")
        out.key("latitude", first: true)
        out.double(item.coordinate.latitude)
        out.key("longitude")
        out.double(item.coordinate.longitude)
        out.raw("}")
        out.key("currency")
        out.string(item.currency)
        out.key("displayPrice")
        write(item.displayPrice, to: &out)
        out.key("distanceKm")
        out.double(item.distanceKm)
        out.key("guests")
        out.integer(item.guests)
        out.key("hostName")
        out.string(item.hostName)
        out.key("id")
        out.string(item.id.rawValue)
        out.key("minimumNights")
        out.integer(item.minimumNights)
        out.key("nightlyPrice")
        out.double(item.nightlyPrice)
        out.key("photo")
        out.string(orNull: item.photo)
        out.key("placeId")
        out.string(item.placeId.rawValue)
        out.key("propertyKind")
        out.string(item.propertyKind.rawValue)
        out.key("rating")
        out.double(item.rating)
        out.key("reviewCount")
        out.integer(item.reviewCount)
        out.key("roomType")
        out.string(item.roomType.rawValue)
        out.key("synthetic")
        out.bool(item.synthetic)
        out.key("title")
        out.string(item.title)
        out.key("totalPrice")
        out.double(item.totalPrice)
        out.raw("}")
    }

    /// Converted prices, keys in sorted order, or `null`.
    private func write(_ price: DisplayPrice?, to out: inout JSONTextBuffer) {
        guard let price else {
            out.raw("null")
            return
        }
        out.raw("{")
        out.key("approximate", first: true)
        out.bool(price.approximate)
        out.key("cleaningFee")
        out.double(price.cleaningFee)
        out.key("currency")
        out.string(price.currency)
        out.key("nightlyPrice")
        out.double(price.nightlyPrice)
        out.key("totalPrice")
        out.double(price.totalPrice)
        out.raw("}")
    }
}
