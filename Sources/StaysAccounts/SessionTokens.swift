import Crypto
import Foundation
import StaysDomain

/// Makes secret tokens (256 random bits, URL-safe text) and the SHA-256 hashes they are stored under: sessions'
/// (`stays_…`) and calendar feeds' (`cal_…`); the one type that owns swift-crypto.
public struct SessionTokens: SecretTokenMaking {
    /// What every session token starts with, so a leaked one is recognisable.
    public static let prefix = "stays_"
    /// What every calendar feed token starts with.
    public static let calendarPrefix = "cal_"
    /// A session token's length in characters.
    public static let length = prefix.count + 43

    /// What this maker's tokens start with.
    public let prefix: String
    private let randomBytes: @Sendable () -> [UInt8]

    /// Creates tokens starting with `prefix` from `randomBytes`, which must return 32 unpredictable bytes (default:
    /// the system's cryptographic generator).
    public init(
        prefix: String = SessionTokens.prefix,
        randomBytes: @escaping @Sendable () -> [UInt8] = SessionTokens.systemRandomBytes
    ) {
        self.prefix = prefix
        self.randomBytes = randomBytes
    }

    // MARK: - Tokens

    /// A new token.
    public func make() -> String {
        prefix
            + Data(randomBytes()).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    /// Whether text has a token's shape (checked before any hashing or look-up).
    public func isWellFormed(_ token: String) -> Bool {
        token.utf8.count == prefix.utf8.count + 43 && token.hasPrefix(prefix)
            && token.utf8.dropFirst(prefix.utf8.count).allSatisfy { byte in
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                    || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
                    || byte == UInt8(ascii: "_")
            }
    }

    /// The hex SHA-256 of a token: what the store keeps instead of the token.
    public func hash(_ token: String) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var hex: [UInt8] = []
        hex.reserveCapacity(64)
        for byte in SHA256.hash(data: Data(token.utf8)) {
            hex.append(digits[Int(byte >> 4)])
            hex.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: hex, as: UTF8.self)
    }

    // MARK: - Randomness

    /// 32 bytes from the system's cryptographic random source.
    @Sendable public static func systemRandomBytes() -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        return (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    }
}
