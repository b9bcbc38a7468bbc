import Foundation

/// The name interactive bookings are made in: the system user's login name (`USER`, then `LOGNAME`), or
/// "Guest" when neither holds a usable name.
struct SystemUserName: Sendable {
    /// The name used when the environment has none.
    static let fallback = "Guest"
    /// The longest name taken from the environment, in characters (the catalogue's limit).
    static let maximumLength = 100

    /// The process environment, injected.
    let environment: [String: String]

    /// The first usable name: trimmed, 1–100 characters, no control characters.
    var name: String {
        for key in ["USER", "LOGNAME"] {
            let trimmed = (environment[key] ?? "").trimmingCharacters(in: .whitespaces)
            let printable = trimmed.unicodeScalars.allSatisfy { !CharacterSet.controlCharacters.contains($0) }
            if (1...Self.maximumLength).contains(trimmed.count), printable { return trimmed }
        }
        return Self.fallback
    }
}
