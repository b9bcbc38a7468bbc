import HummingbirdBcrypt
import StaysDomain

/// Hashes passwords with bcrypt (hummingbird-auth's `Bcrypt`): the one type that owns the bcrypt library.
public struct BcryptPasswordHasher: PasswordHashing {
    /// The work factor: each step up doubles the time one hash takes.
    public let cost: UInt8

    /// Creates a hasher; 11 takes about 0.1 s per hash on this project's 2-core machine.
    public init(cost: UInt8 = 11) {
        self.cost = cost
    }

    /// A new salted hash of the password.
    public func hash(_ password: String) -> String {
        Bcrypt.hash(password, cost: cost)
    }

    /// Whether the password matches the hash.
    public func verify(_ password: String, against hash: String) -> Bool {
        Bcrypt.verify(password, hash: hash)
    }
}
