import Synchronization

/// Holds what a Sendable step controller reported through its closure until the coordinator takes it.
final class StepResultMailbox<Value: Sendable>: Sendable {
    private let slot = Mutex<Value?>(nil)

    /// Creates an empty mailbox.
    init() {}

    /// Keeps the latest value reported.
    func deliver(_ value: Value) {
        slot.withLock { $0 = value }
    }

    /// The value reported since the last take, emptying the mailbox.
    func take() -> Value? {
        slot.withLock { slot in
            defer { slot = nil }
            return slot
        }
    }
}
