/// A small, fast, seeded random number generator (Steele, Lea and Flood's SplitMix64) for repeatable runs.
public struct SplitMix64: RandomNumberGenerator, Hashable, Sendable {
    // MARK: - State

    private var state: UInt64

    // MARK: - Creating

    /// Creates a generator whose whole sequence is fixed by the seed.
    public init(seed: UInt64) {
        state = seed
    }

    // MARK: - Generating

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
