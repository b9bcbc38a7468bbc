import Foundation
import StaysDomain
import StaysWire

/// Lays out stays, price histograms and reservations as text for people, in the catalogue's words.
struct StayTableFormatter {
    /// The widest histogram bar, in characters.
    static let barWidth = 40

    /// The words, in the person's language.
    let words: any Localizing

    // MARK: - Search

    /// A results page: one row per stay, then how many match and how to get the next page. Without dates the
    /// total is "–"; `showingDates` (a flexible search) adds a DATES column with the nights each total is for, and a
    /// display `currency` a column with each total (each nightly price without dates) in it, "≈" when converted.
    func page(_ page: StayResultsPage, showingDates: Bool = false, currency: Currency? = nil) -> String {
        guard !page.results.isEmpty else { return words.text("app.results.none") + "\n" }
        let places = PlaceTableFormatter(words: words)
        let rows = page.results.map { result -> [String] in
            var row: [String] = [
                result.stay.id.rawValue, result.stay.title, result.stay.nightlyPrice.displayText,
                result.totalPrice?.displayText ?? "–",
            ]
            if currency != nil { row.append(displayed(result)) }
            row += [
                String(result.stay.maximumGuests),
                result.stay.rating.map { String(format: $0) } ?? words.text("app.results.new"),
                result.distanceKilometres.map(places.kilometres) ?? "",
            ]
            guard showingDates else { return row }
            return row + [result.dates.map { "\($0.checkIn.iso8601)→\($0.checkOut.iso8601)" } ?? ""]
        }
        let priced = ["app.table.id", "app.table.title", "app.table.nightly", "app.table.total"].map { words.text($0) }
        let converted = currency.map { [words.text("app.table.in-currency", ["currency": .text($0.code)])] } ?? []
        let dates = showingDates ? ["app.table.dates"] : []
        let rest = ["app.table.guests", "app.table.rating", "app.table.distance"] + dates
        let header = priced + converted + rest.map { words.text($0) }
        var text = TextTable(header: header, rows: rows).text
        text += words.text("app.cli.page", count: page.total, ["shown": .number(page.results.count)])
        text += page.nextCursor.map { " " + words.text("app.cli.next-page", ["cursor": .text($0)]) } ?? ""
        return text + "\n"
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
        guard histogram.total > 0 else { return words.text("app.results.none") + "\n" }
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
        let prices: [String: MessageArgument] = [
            "minimum": .text(money(histogram.min)), "maximum": .text(money(histogram.max)),
            "average": .text(money(histogram.average)),
        ]
        return text + words.text("app.cli.histogram", count: histogram.total, prices) + "\n"
    }

    // MARK: - Stay and reservations

    /// Everything about one stay; its stored words are made printable (`TerminalText.printable`).
    func stay(_ stay: Stay) -> String {
        let printable = TerminalText.printable
        let rating =
            stay.rating.map {
                words.text("app.cli.stay.rating", count: stay.reviewCount, ["rating": .text(String(format: $0))])
            }
            ?? words.text("app.results.new")
        let facts: [String: MessageArgument] = [
            "kind": .text(words.text("app.property-kind.\(stay.propertyKind.rawValue)")),
            "roomType": .text(words.text("app.room-type.\(stay.roomType.rawValue)")),
            "guests": .text(words.text("app.detail.guests", count: stay.maximumGuests)),
            "bedrooms": .text(words.text("app.detail.bedrooms", count: stay.bedrooms)),
            "beds": .text(words.text("app.detail.beds", count: stay.beds)),
            "baths": .text(words.text("app.cli.stay.baths", ["baths": .text("\(stay.bathrooms)")])),
        ]
        let prices: [String: MessageArgument] = [
            "nightly": .text(stay.nightlyPrice.displayText), "fee": .text(stay.cleaningFee.displayText),
            "nights": .text(words.text("common.nights", count: stay.minimumNights)),
        ]
        let about: [String: MessageArgument] = [
            "rating": .text(rating), "host": .text(printable(stay.hostName)),
            "pets": .text(words.text(stay.allowsPets ? "app.cli.stay.pets-allowed" : "app.cli.stay.no-pets")),
        ]
        let policy = stay.cancellationPolicy.rawValue
        let cancellation: [String: MessageArgument] = [
            "policy": .text(words.text("app.cancellation.\(policy)")),
            "summary": .text(words.text("app.cancellation.\(policy).summary")),
        ]
        let location: [String: MessageArgument] = [
            "coordinate": .text("\(stay.coordinate.latitude),\(stay.coordinate.longitude)"),
            "place": .text(printable(stay.placeID.rawValue)),
        ]
        let lines = [
            "\(printable(stay.title))  \(printable(stay.id.rawValue))", words.text("app.cli.stay.facts", facts),
            words.text("app.cli.stay.prices", prices), words.text("app.cli.stay.about", about),
            words.text("app.detail.cancellation", cancellation),
            words.text("app.cli.stay.amenities", ["amenities": .text(printable(amenities(of: stay)))]),
            words.text("app.cli.stay.location", location),
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// A stay's prices in a display currency, marked approximate, with the day of the rate table they come from (the
    /// catalogue names its publisher, the ECB, in the person's language, as the web app does).
    func converted(_ prices: ConvertedPrices, at rates: CurrencyRates) -> String {
        let arguments: [String: MessageArgument] = [
            "currency": .text(prices.currency), "nightly": .text(prices.nightly.approximateText),
            "fee": .text(prices.cleaningFee.approximateText), "day": .text(rates.date.iso8601),
        ]
        return words.text("app.cli.stay.converted", arguments) + "\n"
    }

    /// Reservations, newest first.
    func reservations(_ reservations: [Reservation]) -> String {
        guard !reservations.isEmpty else { return words.text("app.cli.no-reservations") + "\n" }
        let rows = reservations.map { reservation in
            [
                reservation.id, reservation.stayID.rawValue, reservation.dates.checkIn.iso8601,
                reservation.dates.checkOut.iso8601, reservation.guestName, reservation.totalPrice.displayText,
                words.text("app.reservation-status.\(reservation.status.rawValue)"),
                reservation.refund?.displayText ?? "-",
            ]
        }
        let header = [
            "app.table.id", "app.table.stay", "app.table.check-in", "app.table.check-out", "app.table.guest",
            "app.table.total", "app.table.status", "app.table.refund",
        ]
        return TextTable(header: header.map { words.text($0) }, rows: rows).text
    }

    /// The stay's amenities by their names in the language; a word no search asks for is kept as listed.
    private func amenities(of stay: Stay) -> String {
        stay.amenities.map { listed in
            Amenity(listedName: listed).map { words.text("app.amenity.\($0.rawValue)") } ?? listed
        }.joined(separator: ", ")
    }
}

extension String {
    /// A rating with one decimal, e.g. `4.8`.
    fileprivate init(format rating: Double) {
        let tenths = Int((rating * 10).rounded())
        self = "\(tenths / 10).\(tenths % 10)"
    }
}
