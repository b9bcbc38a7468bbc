/// The shape rules for sign-up fields, shared by every front end and store.
public enum AccountRules {
    /// Fewest characters a password may have.
    public static let minimumPasswordLength = 8
    /// Most bytes a password may have (bcrypt reads no further).
    public static let maximumPasswordBytes = 72
    /// Longest email, in characters.
    public static let maximumEmailLength = 254

    // MARK: - Checks

    /// The email trimmed and lower-cased, or `AccountError.invalidEmail`.
    public static func email(_ text: String) throws(AccountError) -> String {
        let email = text.trimmingWhitespace().lowercased()
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        guard email.count <= maximumEmailLength, parts.count == 2, !parts[0].isEmpty,
            parts[1].contains("."), !parts[1].hasPrefix("."), !parts[1].hasSuffix("."),
            email.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value != 0x7F && !(0x80...0x9F).contains($0.value) }
            )
        else { throw .invalidEmail }
        return email
    }

    /// The name trimmed, or `AccountError.invalidName`.
    public static func name(_ text: String) throws(AccountError) -> String {
        do {
            return try PrintableText.validated(text, maximum: 100)
        } catch {
            throw .invalidName
        }
    }

    /// The password unchanged, or why it cannot be used.
    public static func password(_ text: String) throws(AccountError) -> String {
        guard text.count >= minimumPasswordLength else { throw .passwordTooShort(minimum: minimumPasswordLength) }
        guard text.utf8.count <= maximumPasswordBytes else { throw .passwordTooLong(maximum: maximumPasswordBytes) }
        guard text.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F }) else {
            throw .invalidPassword
        }
        return text
    }
}
