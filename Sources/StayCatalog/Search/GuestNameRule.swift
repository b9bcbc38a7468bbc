import Foundation
import StaysDomain

/// Checks a booking's guest name: 1–100 printable characters once surrounding spaces are trimmed.
enum GuestNameRule {
    /// The longest name, in characters.
    static let maximumLength = 100

    /// The trimmed name, or `StayQueryError.invalidGuestName`.
    static func validated(_ name: String) throws(StayQueryError) -> String {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard (1...maximumLength).contains(trimmed.count),
            trimmed.unicodeScalars.allSatisfy(isPrintable)
        else { throw .invalidGuestName }
        return trimmed
    }

    private static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned: false
        default: true
        }
    }
}
