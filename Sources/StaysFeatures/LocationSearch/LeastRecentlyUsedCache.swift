/// A bounded map that forgets the entry used longest ago when full.
struct LeastRecentlyUsedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    // MARK: - State

    private let capacity: Int
    private var entries: [Key: Entry] = [:]
    private var clock: UInt64 = 0

    /// A stored value and when it was last used.
    private struct Entry: Sendable {
        var value: Value
        var lastUse: UInt64
    }

    // MARK: - Creating

    /// Creates a cache holding at most `capacity` entries; zero or less holds nothing.
    init(capacity: Int) {
        self.capacity = max(0, capacity)
    }

    // MARK: - Reading and writing

    /// How many entries are held.
    var count: Int { entries.count }

    /// The value for the key, marking it as just used.
    mutating func value(for key: Key) -> Value? {
        guard var entry = entries[key] else { return nil }
        entry.lastUse = tick()
        entries[key] = entry
        return entry.value
    }

    /// Stores the value, forgetting the least recently used entry when the cache is full.
    mutating func insert(_ value: Value, for key: Key) {
        guard capacity > 0 else { return }
        if entries[key] == nil, entries.count >= capacity,
            let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse })?.key
        {
            entries[oldest] = nil
        }
        entries[key] = Entry(value: value, lastUse: tick())
    }

    private mutating func tick() -> UInt64 {
        clock += 1
        return clock
    }
}
