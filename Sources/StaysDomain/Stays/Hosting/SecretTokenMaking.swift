/// Makes unguessable tokens and the hashes a store keeps instead of them.
public protocol SecretTokenMaking: Sendable {
    /// A new token.
    func make() -> String
    /// Whether text has a token's shape (checked before any hashing or look-up).
    func isWellFormed(_ token: String) -> Bool
    /// What the store keeps for a token.
    func hash(_ token: String) -> String
}
