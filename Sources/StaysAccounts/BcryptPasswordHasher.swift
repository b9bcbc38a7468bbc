import Dispatch
import HummingbirdBcrypt
import StaysDomain

/// Hashes passwords with bcrypt (hummingbird-auth's `Bcrypt`): the one type that owns the bcrypt library. The
/// slow work runs on a Dispatch queue, so a server's event loops never wait for it.
public struct BcryptPasswordHasher: PasswordHashing {
    /// The work factor: each step up doubles the time one hash takes.
    public let cost: UInt8

    /// Creates a hasher; 11 takes about 0.1 s per hash on this project's 2-core machine.
    public init(cost: UInt8 = 11) {
        self.cost = cost
    }

    /// A new salted hash of the password.
    public func hash(_ password: String) async -> String {
        let cost = cost
        return await offloaded { Bcrypt.hash(password, cost: cost) }
    }

    /// Whether the password matches the hash.
    public func verify(_ password: String, against hash: String) async -> Bool {
        await offloaded { Bcrypt.verify(password, hash: hash) }
    }

    // MARK: - Parts

    private func offloaded<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value {
        await withCheckedContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async { continuation.resume(returning: work()) }
        }
    }
}
