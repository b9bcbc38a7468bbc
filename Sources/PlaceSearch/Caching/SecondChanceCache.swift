/// A map of at most `capacity` entries that, when full, forgets an entry not read since the clock hand last passed
/// it (CLOCK, or second chance): a read only sets a flag, so reads and inserts cost O(1) (inserts amortised),
/// and an entry read again and again outlives any flood of entries read once.
struct SecondChanceCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    // MARK: - State

    /// The most entries held; 0 holds none.
    let capacity: Int
    private var slots: [Slot] = []
    private var positions: [Key: Int] = [:]
    private var hand = 0

    /// An entry and whether it was read since the hand last passed it.
    private struct Slot: Sendable {
        let key: Key
        var value: Value
        var readSinceSweep: Bool
    }

    // MARK: - Creating

    /// Creates an empty cache of `capacity` entries; zero or less holds nothing.
    init(capacity: Int) {
        self.capacity = max(0, capacity)
    }

    // MARK: - Reading and writing

    /// How many entries are held.
    var count: Int { slots.count }

    /// The value for `key`, marking it as read.
    mutating func value(for key: Key) -> Value? {
        guard let position = positions[key] else { return nil }
        if !slots[position].readSinceSweep { slots[position].readSinceSweep = true }
        return slots[position].value
    }

    /// Stores `value` for `key`; when full, the hand clears read flags until it meets an unread entry, which goes.
    mutating func insert(_ value: Value, for key: Key) {
        guard capacity > 0 else { return }
        if let position = positions[key] {
            slots[position].value = value
            return
        }
        guard slots.count == capacity else {
            positions[key] = slots.count
            slots.append(Slot(key: key, value: value, readSinceSweep: false))
            return
        }
        while slots[hand].readSinceSweep {
            slots[hand].readSinceSweep = false
            advanceHand()
        }
        positions[slots[hand].key] = nil
        slots[hand] = Slot(key: key, value: value, readSinceSweep: false)
        positions[key] = hand
        advanceHand()
    }

    private mutating func advanceHand() {
        hand = hand + 1 == capacity ? 0 : hand + 1
    }
}
