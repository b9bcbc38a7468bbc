import Foundation
import StaysDomain

/// Writes a distance for a list row in the catalogue's words and the locale's digits: "850 m", "3.4 km", "125 km"
/// ("3.4km" in Korean, "3,4 km" in German).
struct DistanceText: Sendable {
    /// The words, in the person's language.
    let words: any Localizing

    // MARK: - Formatting

    /// The text for a distance in kilometres, or nil when it is negative, not finite or beyond the Earth.
    func text(kilometres: Double) -> String? {
        guard kilometres.isFinite, kilometres >= 0, kilometres <= Self.maximumKilometres else { return nil }
        if kilometres < 1 {
            return words.text("app.distance.metres", ["distance": .number(Int((kilometres * 1000).rounded()))])
        }
        if kilometres < 10 {
            let locale = Locale(identifier: words.localeIdentifier)
            let tenths = kilometres.formatted(.number.precision(.fractionLength(1)).locale(locale))
            return words.text("app.distance.kilometres", ["distance": .text(tenths)])
        }
        return words.text("app.distance.kilometres", ["distance": .number(Int(kilometres.rounded()))])
    }

    // MARK: - Limits

    /// Longer than any great-circle distance on Earth (about 20 015 km).
    private static let maximumKilometres = 20_100.0
}
