import NIOCore
import StayCatalogCore
import StaysDomain

/// One seeded listing as lines of `COPY … FROM STDIN` text (tab-separated, `\N` for null), prepared away from
/// the connection so that drawing listings and sending rows overlap.
struct PostgresCopyRows: Sendable {
    /// The `stays` columns each stay line fills, in order.
    static let stayColumns = [
        "number", "id", "title", "property_kind", "room_type", "maximum_guests", "bedrooms", "beds", "bathrooms",
        "nightly_cents", "cleaning_cents", "currency", "minimum_nights", "rating", "review_count", "amenities",
        "allows_pets", "latitude", "longitude", "place_id", "host_name", "cell", "taken", "cancellation_policy",
        "facets", "currency_number", "synthetic",
    ]
    /// The `reservations` columns each booking line fills, in order.
    static let reservationColumns = ["stay_id", "nights", "guest_name", "total_cents", "currency", "created_at"]

    /// The `stays` line.
    let stay: String
    /// `blocked_nights` lines (stay, nights).
    let blocked: [String]
    /// `reservations` lines.
    let bookings: [String]

    /// The lines of `seeded`, numbered `number`.
    init(_ seeded: SeededStay, number: Int) {
        let stay = seeded.stay
        let nightly = stay.nightlyPrice.minorUnits
        let cleaning = stay.cleaningFee.minorUnits
        let fields: [String] = [
            String(number), Self.escaped(stay.id.rawValue), Self.escaped(stay.title), stay.propertyKind.rawValue,
            stay.roomType.rawValue, String(stay.maximumGuests), String(stay.bedrooms), String(stay.beds),
            "\(stay.bathrooms)", String(nightly), String(cleaning), Self.escaped(stay.nightlyPrice.currency),
            String(stay.minimumNights), stay.rating.map { "\($0)" } ?? "\\N", String(stay.reviewCount),
            Self.escaped(stay.amenities.joined(separator: String(PostgresStayRow.amenitySeparator))),
            stay.allowsPets ? "t" : "f", "\(stay.coordinate.latitude)", "\(stay.coordinate.longitude)",
            Self.escaped(stay.placeID.rawValue), Self.escaped(stay.hostName),
            String(SpatialGrid.cell(latitude: stay.coordinate.latitude, longitude: stay.coordinate.longitude)),
            "{" + (seeded.blockedNights + seeded.reservations.map(\.dates)).map(Self.range).joined(separator: ",")
                + "}",
            stay.cancellationPolicy.rawValue, String(StayFacets.facets(of: stay)),
            Currency(code: stay.nightlyPrice.currency).map { String($0.number) } ?? "\\N",
            stay.isSynthetic ? "t" : "f",
        ]
        self.stay = fields.joined(separator: "\t") + "\n"
        blocked = seeded.blockedNights.map { "\(number)\t\(Self.range($0))\n" }
        bookings = seeded.reservations.map { booking in
            let total = booking.dates.nights * nightly + cleaning
            return [
                String(number), Self.range(booking.dates), Self.escaped(booking.guestName), String(total),
                Self.escaped(stay.nightlyPrice.currency), "\(booking.createdAt)",
            ].joined(separator: "\t") + "\n"
        }
    }

    // MARK: - Text format

    /// `[check-in,check-out)`, the daterange's text.
    static func range(_ dates: StayDates) -> String {
        "[\(dates.checkIn.iso8601),\(dates.checkOut.iso8601))"
    }

    /// The text with COPY's special characters (backslash, tab, newline, carriage return) escaped.
    static func escaped(_ text: String) -> String {
        let special: Set<Unicode.Scalar> = ["\\", "\t", "\n", "\r"]
        guard text.unicodeScalars.contains(where: special.contains) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\".unicodeScalars
            case "\t": result += "\\t".unicodeScalars
            case "\n": result += "\\n".unicodeScalars
            case "\r": result += "\\r".unicodeScalars
            default: result.append(scalar)
            }
        }
        return String(result)
    }
}
