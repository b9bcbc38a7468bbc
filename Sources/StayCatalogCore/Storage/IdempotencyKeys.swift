import Foundation

/// How every catalogue remembers a guest's idempotency keys.
package enum IdempotencyKeys {
    /// How long an idempotency key is remembered.
    package static let lifetime: TimeInterval = 86_400
}
