/// SplitMix64: a small, fast, seedable generator so that regenerated fixtures are identical.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniformly distributed value in `0..<1`.
    mutating func unit() -> Double { Double(next() >> 11) / Double(UInt64(1) << 53) }

    /// A uniformly chosen element of a non-empty array.
    mutating func pick<T>(_ items: [T]) -> T { items[Int(next() % UInt64(items.count))] }

    /// An independent generator derived from this seed and `salt` (e.g. a page number).
    static func derived(seed: UInt64, salt: UInt64) -> SeededRandom {
        var mixer = SeededRandom(seed: seed ^ (salt &* 0xD6E8_FEB8_6659_FD93))
        return SeededRandom(seed: mixer.next())
    }
}
