import StaysDomain

/// Checks a booking's guest name: 1–100 printable characters once surrounding spaces are trimmed.
package enum GuestNameRule {
    /// The longest name, in characters.
    static let maximumLength = 100

    /// The trimmed name, or `StayQueryError.invalidGuestName`.
    package static func validated(_ name: String) throws(StayQueryError) -> String {
        do {
            return try PrintableText.validated(name, maximum: maximumLength)
        } catch {
            throw .invalidGuestName
        }
    }
}
