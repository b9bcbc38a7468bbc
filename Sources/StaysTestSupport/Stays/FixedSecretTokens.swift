import StaysDomain
import Synchronization

/// Makes tokens `tok-1`, `tok-2`, … (well formed when they start with `tok-`) hashed as `hash(<token>)`.
public final class FixedSecretTokens: SecretTokenMaking {
    private let made = Mutex(0)

    /// Creates the maker.
    public init() {}

    /// The next token.
    public func make() -> String {
        let number = made.withLock { count in
            count += 1
            return count
        }
        return "tok-\(number)"
    }

    /// Whether the token starts with `tok-`.
    public func isWellFormed(_ token: String) -> Bool { token.hasPrefix("tok-") }

    /// `hash(<token>)`.
    public func hash(_ token: String) -> String { "hash(\(token))" }
}
