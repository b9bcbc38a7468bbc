import Foundation
import StaysDomain

/// A made-up listings file in Inside Airbnb's `listings.csv` schema, for timing `stays import`: the same rows for
/// the same seed, every name saying "Synthetic sample", and the quirks real files have (multi-line quoted
/// descriptions with doubled quotes, "$1,200.00", "1.5 shared baths", JSON amenity lists, old 0–100 ratings, a
/// share of rows without a price). None of it is a real listing.
struct SyntheticListingsFile {
    /// The column names, in the order a recent file has them (a subset of its 75).
    static let header =
        "id,listing_url,name,description,host_name,latitude,longitude,property_type,room_type,accommodates,"
        + "bathrooms,bathrooms_text,bedrooms,beds,amenities,price,minimum_nights,maximum_nights,number_of_reviews,"
        + "review_scores_rating"

    /// Amsterdam, Seoul and New York: cities whose countries have a currency.
    private static let centres = [(52.3676, 4.9041), (37.5665, 126.9780), (40.7128, -74.0060)]
    private static let kinds = [
        ("Entire rental unit", "Entire home/apt"), ("Private room in home", "Private room"),
        ("Entire villa", "Entire home/apt"), ("Shared room in hostel", "Shared room"),
        ("Room in boutique hotel", "Hotel room"),
    ]
    private static let amenities = [
        "Wifi", "Kitchen", "Washer", "Heating", "Air conditioning", "Pets allowed", "Free parking on premises",
        "Hot water", "Dedicated workspace", "TV",
    ]
    private static let baths = [
        "1 bath", "1.5 shared baths", "Half-bath", "2 baths", "1 private bath", "Shared half-bath",
    ]

    /// How many listings.
    let rows: Int
    /// The generator's seed.
    let seed: UInt64

    // MARK: - Writing

    /// The file's bytes: a header and `rows` listings, LF line ends.
    func bytes() -> [UInt8] {
        var random = SplitMix64(seed: seed)
        var bytes = Array((Self.header + "\n").utf8)
        bytes.reserveCapacity(rows * 900)
        for number in stride(from: 1, through: rows, by: 1) {
            bytes.append(contentsOf: row(number, random: &random).utf8)
        }
        return bytes
    }

    private func row(_ number: Int, random: inout SplitMix64) -> String {
        let (latitude, longitude) = Self.centres.randomElement(using: &random)!
        let (kind, room) = Self.kinds.randomElement(using: &random)!
        let nightly = Double.random(in: 30...1500, using: &random)
        let price = Double.random(in: 0...1, using: &random) < 0.03 ? "" : "\"$\(Self.grouped(nightly))\""
        let sentence = "Synthetic sample listing \(number).\nA \"\"quiet\"\" place, generated for timing. "
        let description = String(repeating: sentence, count: Int.random(in: 4...12, using: &random))
        let picked = Self.amenities.shuffled(using: &random).prefix(5).map { "\"\"\($0)\"\"" }
        let rating =
            Double.random(in: 0...1, using: &random) < 0.1
            ? String(Int.random(in: 70...100, using: &random))
            : String(format: "%.2f", Double.random(in: 3.5...5, using: &random))
        let fields = [
            String(number), "https://example.invalid/\(number)", "Synthetic sample \(number)", "\"\(description)\"",
            "Host \(number % 997)", String(format: "%.5f", latitude + Double.random(in: -0.08...0.08, using: &random)),
            String(format: "%.5f", longitude + Double.random(in: -0.08...0.08, using: &random)), kind, room,
            String(Int.random(in: 1...8, using: &random)), "", Self.baths.randomElement(using: &random)!,
            String(Int.random(in: 0...4, using: &random)), String(Int.random(in: 1...6, using: &random)),
            "\"[\(picked.joined(separator: ", "))]\"", price, String(Int.random(in: 1...30, using: &random)), "365",
            String(Int.random(in: 0...500, using: &random)), rating,
        ]
        return fields.joined(separator: ",") + "\n"
    }

    /// "1,234.50": two decimals, thousands separated by commas.
    private static func grouped(_ amount: Double) -> String {
        let cents = Int((amount * 100).rounded())
        return "\(Money.grouped(UInt(cents / 100))).\(String(format: "%02d", cents % 100))"
    }
}
