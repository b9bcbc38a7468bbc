import Foundation
import StaysDomain
import StaysWire

/// Lays out stays, price histograms and reservations as text for people.
struct StayTableFormatter {
    /// The widest histogram bar, in characters.
    static let barWidth = 40

    // MARK: - Search

    /// A results page: one row per stay, then how many match and how to get the next page. Without dates the
    /// total is "–"; `showingDates` (a flexible search) adds a DATES column with the nights each total is for, and a
    /// display `currency` a column with each total (each nightly price without dates) in it, "≈" when converted.
    func page(_ page: StayResultsPage, showingDates: Bool = false, currency: Currency? = nil) -> String {
        guard !page.results.isEmpty else { return "No stays match.\n" }
        let rows = page.results.map { result -> [String] in
            var row: [String] = [
                result.stay.id.rawValue, result.stay.title, result.stay.nightlyPrice.displayText,
                result.totalPrice?.displayText ?? "–",
            ]
            if currency != nil { row.append(displayed(result)) }
            row += [
                String(result.stay.maximumGuests), result.stay.rating.map { String(format: $0) } ?? "new",
                result.distanceKilometres.map(PlaceTableFormatter.kilometres) ?? "",
            ]
            guard showingDates else { return row }
            return row + [result.dates.map { "\($0.checkIn.iso8601)→\($0.checkOut.iso8601)" } ?? ""]
        }
        let priced = ["ID", "TITLE", "NIGHTLY", "TOTAL"] + (currency.map { ["IN \($0.code)"] } ?? [])
        let columns = priced + ["GUESTS", "RATING", "DISTANCE"]
        let header = columns + (showingDates ? ["DATES"] : [])
        var text = TextTable(header: header, rows: rows).text
        text += "\(page.results.count) of \(page.total) stays"
        text += page.nextCursor.map { ". Next page: --cursor \($0)\n" } ?? ".\n"
        return text
    }

    /// The total (the nightly price without dates) in the display currency: converted and marked "≈", or the
    /// stay's own when it is priced in it.
    private func displayed(_ result: StaySearchResult) -> String {
        if let converted = result.converted {
            return (converted.total ?? converted.nightly).approximateText
        }
        return (result.totalPrice ?? result.stay.nightlyPrice).displayText
    }

    // MARK: - Histogram

    /// One line per bar: price range, a bar scaled to the fullest one, and the count.
    func histogram(_ histogram: NightlyPriceHistogram) -> String {
        guard histogram.total > 0 else { return "No stays match.\n" }
        let fullest = max(1, histogram.buckets.map(\.count).max() ?? 1)
        let ranges = histogram.buckets.map { "\(Int($0.lower.rounded()))–\(Int($0.upper.rounded()))" }
        let width = ranges.map(\.count).max() ?? 0
        var text = ""
        for (bucket, range) in zip(histogram.buckets, ranges) {
            let length = bucket.count == 0 ? 0 : max(1, bucket.count * Self.barWidth / fullest)
            text +=
                range.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                + String(repeating: "█", count: length) + " \(bucket.count)\n"
        }
        let money = { (amount: Double) in Money(majorUnits: amount, currency: histogram.currency).displayText }
        text += "\(histogram.total) stays, nightly \(money(histogram.min))–\(money(histogram.max)), "
        text += "average \(money(histogram.average))\n"
        return text
    }

    // MARK: - Stay and reservations

    /// Everything about one stay; its stored words are made printable (`TerminalText.printable`).
    func stay(_ stay: Stay) -> String {
        let rating = stay.rating.map { "\(String(format: $0)) (\(stay.reviewCount) reviews)" } ?? "new"
        let printable = TerminalText.printable
        return """
            \(printable(stay.title))  \(printable(stay.id.rawValue))
            \(stay.propertyKind.rawValue), \(stay.roomType.rawValue.replacingOccurrences(of: "_", with: " ")) \
            · \(stay.maximumGuests) guests · \(stay.bedrooms) bedrooms · \(stay.beds) beds · \(stay.bathrooms) baths
            Nightly \(stay.nightlyPrice.displayText), cleaning fee \(stay.cleaningFee.displayText), \
            at least \(stay.minimumNights) nights
            Rating \(rating) · host \(printable(stay.hostName)) · pets \(stay.allowsPets ? "allowed" : "not allowed")
            Cancellation: \(stay.cancellationPolicy.rawValue) · \(stay.cancellationPolicy.summary)
            Amenities: \(printable(stay.amenities.joined(separator: ", ")))
            At \(stay.coordinate.latitude),\(stay.coordinate.longitude) in \(printable(stay.placeID.rawValue))

            """
    }

    /// A stay's prices in a display currency, marked approximate, with the rate table they come from.
    func converted(_ prices: ConvertedPrices, at rates: CurrencyRates) -> String {
        "In \(prices.currency): \(prices.nightly.approximateText) a night, cleaning fee "
            + "\(prices.cleaningFee.approximateText) (\(rates.source) of \(rates.date.iso8601); you pay in the stay's "
            + "currency)\n"
    }

    /// Reservations, newest first.
    func reservations(_ reservations: [Reservation]) -> String {
        guard !reservations.isEmpty else { return "No reservations.\n" }
        let rows = reservations.map { reservation in
            [
                reservation.id, reservation.stayID.rawValue, reservation.dates.checkIn.iso8601,
                reservation.dates.checkOut.iso8601, reservation.guestName, reservation.totalPrice.displayText,
                reservation.status.rawValue, reservation.refund?.displayText ?? "-",
            ]
        }
        let header = ["ID", "STAY", "CHECK-IN", "CHECK-OUT", "GUEST", "TOTAL", "STATUS", "REFUND"]
        return TextTable(header: header, rows: rows).text
    }
}

extension String {
    /// A rating with one decimal, e.g. `4.8`.
    fileprivate init(format rating: Double) {
        let tenths = Int((rating * 10).rounded())
        self = "\(tenths / 10).\(tenths % 10)"
    }
}
