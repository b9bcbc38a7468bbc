import Foundation
import StaysDomain

/// Reads the free-form values of Inside Airbnb's columns.
enum ListingFieldParsers {
    // MARK: - Numbers

    /// The highest price a listing may have, in major units of its currency: ten million a night.
    static let highestPrice = 10_000_000.0

    /// A price such as "$1,200.00" or "€85" in major units; nil when blank, unreadable (letters included) or not
    /// above zero.
    static func price(_ text: String?) -> Double? {
        guard let text, !text.contains(where: \.isLetter) else { return nil }
        let digits = text.filter { $0.isNumber || $0 == "." }
        guard let value = Double(digits), value > 0, value.isFinite else { return nil }
        return value
    }

    /// Bathrooms from "1 bath", "1.5 shared baths", "Half-bath", "Shared half-bath" or a plain number.
    static func bathrooms(_ text: String?) -> Double? {
        guard let text = text?.lowercased() else { return nil }
        if text.contains("half-bath") || text.contains("half bath") { return 0.5 }
        let number = text.prefix { $0.isNumber || $0 == "." }
        guard let value = Double(number), value >= 0, value <= 50 else { return nil }
        return value
    }

    /// A whole number in `range`, nil when blank, unreadable or outside it.
    static func integer(_ text: String?, in range: ClosedRange<Int>) -> Int? {
        guard let text, let value = Double(text), value.isFinite, value.rounded() == value else { return nil }
        let whole = Int(value)
        return range.contains(whole) ? whole : nil
    }

    /// A rating on 1…5; older files rate on 0…100 and are divided by 20. Nil when blank or unreadable.
    static func rating(_ text: String?) -> Double? {
        guard let text, let value = Double(text), value.isFinite, value > 0 else { return nil }
        let rating = value > 5 ? value / 20 : value
        return rating <= 5 ? (rating * 100).rounded() / 100 : nil
    }

    // MARK: - Amenities

    /// The amenities of a JSON list such as `["Wifi", "Pets allowed"]` (or an older file's `{Wifi,"Pets allowed"}`)
    /// that a search can ask for, in the vocabulary stays list; names it does not know are left out.
    static func amenities(_ text: String?) -> [Amenity] {
        guard let text else { return [] }
        let names: [String]
        if let data = text.data(using: .utf8), let list = try? JSONDecoder().decode([String].self, from: data) {
            names = list
        } else if text.hasPrefix("{"), text.hasSuffix("}") {
            names = text.dropFirst().dropLast().split(separator: ",").map { $0.trimmingCharacters(in: ["\""]) }
        } else {
            return []
        }
        var found: [Amenity] = []
        for name in names {
            guard let amenity = amenity(named: name.lowercased()), !found.contains(amenity) else { continue }
            found.append(amenity)
        }
        return found
    }

    /// Inside Airbnb's amenity names that start like one a search asks for ("Free parking on premises").
    private static let amenityStarts: [(String, Amenity)] = [
        ("wifi", .wifi), ("wireless internet", .wifi), ("kitchen", .kitchen), ("washer", .washer),
        ("air conditioning", .airConditioning),
        ("central air conditioning", .airConditioning), ("heating", .heating), ("free parking", .freeParking),
        ("dedicated workspace", .workspace), ("tv", .tv), ("hdtv", .tv), ("pool", .pool),
        ("private pool", .pool), ("shared pool", .pool), ("hot tub", .hotTub), ("private hot tub", .hotTub),
        ("gym", .gym), ("balcony", .balcony), ("patio or balcony", .balcony), ("self check-in", .selfCheckIn),
        ("breakfast", .breakfast),
    ]

    private static func amenity(named name: String) -> Amenity? {
        if let exact = Amenity(listedName: name) { return exact }
        return amenityStarts.first { name == $0.0 || name.hasPrefix($0.0 + " ") }?.1
    }

    // MARK: - Text

    /// The text without control characters, spaces collapsed, at most `limit` characters.
    static func cleaned(_ text: String, limit: Int = 200) -> String {
        let visible = text.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : Character($0) }
        let words = String(visible).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return String(words.prefix(limit))
    }
}
