import Synchronization

/// A spy for a one-message closure: records every value it is called with.
public final class CallbackSpy<Value: Sendable>: Sendable {
    private let values = Mutex<[Value]>([])

    /// Creates a spy that has not been called.
    public init() {}

    /// Records one call; pass `{ spy.record($0) }` where the closure is expected.
    public func record(_ value: Value) {
        values.withLock { $0.append(value) }
    }

    /// How many times the closure was called.
    public var callCount: Int {
        values.withLock { $0.count }
    }

    /// The values received, oldest first.
    public var receivedValues: [Value] {
        values.withLock { $0 }
    }
}
